"""Optical insect-trap species identification, region by region, one output head per region."""
