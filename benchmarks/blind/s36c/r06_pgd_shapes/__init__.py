"""Madry-style adversarial training of a small CNN on synthetic shape images."""
