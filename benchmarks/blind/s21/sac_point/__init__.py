"""Soft actor-critic on a vectorised 2-D point-mass 'go to the origin' task."""
