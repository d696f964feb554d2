"""Chimney draft estimator for wood-stove installations (stack effect + learned corrections)."""
