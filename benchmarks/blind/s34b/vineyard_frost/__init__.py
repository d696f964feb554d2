"""Frost-night minimum canopy temperature, adapted from a labelled block to a new vineyard."""
