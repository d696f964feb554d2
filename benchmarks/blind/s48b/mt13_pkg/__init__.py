"""Hybrid (physics + network) vector field for a pumped playground swing."""
