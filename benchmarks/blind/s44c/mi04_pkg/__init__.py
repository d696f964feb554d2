"""Stained-glass tile generator: a small DCGAN over 3x8x8 leaded panes."""
