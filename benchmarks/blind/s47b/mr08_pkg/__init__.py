"""Distilling a soap-film drainage-stage classifier into a tiny student."""
