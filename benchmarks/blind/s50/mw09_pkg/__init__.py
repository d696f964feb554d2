"""Iterative optical flow for floating leaves on a rippling garden pond."""
