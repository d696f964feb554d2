"""Fidget-spinner ring-down: VAE-GAN over angular-velocity decay curves."""
