"""Sneaker outsole wear depth (heel / forefoot / lateral edge) from runner and shoe data."""
