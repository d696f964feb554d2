"""WGAN-GP that generates plausible electric-guitar pickup frequency responses."""
