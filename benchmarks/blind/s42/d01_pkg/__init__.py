"""Deck-oven stone temperature forecaster (ported from a Flax notebook)."""
