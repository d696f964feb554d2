"""Velocity, dispersion and decay of a river reach from a rhodamine WT slug test."""
