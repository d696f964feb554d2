"""Readmission risk model with a hospital-site adversary."""
