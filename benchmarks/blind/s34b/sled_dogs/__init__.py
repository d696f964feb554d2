"""Leg speeds of a long-distance sled-dog team, for checkpoint planning."""
