"""Macrame knot efficiency per cord material: shared encoder, heads grown as materials appear."""
