"""WGAN-GP for procedural terrain heightmaps on a home-made Lightning-style stack."""
