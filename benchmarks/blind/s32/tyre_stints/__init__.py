"""Conditional GAN for tyre-degradation scenarios (race strategy simulation)."""
