"""Emission-absorption field of the steam plume over a whistling kettle."""
