"""Theremin phrase synthesis: a weight-clipped WGAN over short pitch contours."""
