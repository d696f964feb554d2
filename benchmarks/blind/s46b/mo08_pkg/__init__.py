"""Zipper click trains: VQ-VAE with a gradient-driven commitment controller."""
