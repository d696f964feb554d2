"""Shoelace loosening while walking: VAE with KL warm-up and a learned stride phase."""
