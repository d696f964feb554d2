"""Remaining service life of dynamic climbing ropes at a gym's gear room."""
