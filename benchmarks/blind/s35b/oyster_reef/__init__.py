"""Oyster spat settlement on reef-restoration tiles: a negative-binomial count model."""
