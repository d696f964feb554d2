"""Mechanisms-of-Action style multi-label tabular NN (synthetic gene/cell features)."""
