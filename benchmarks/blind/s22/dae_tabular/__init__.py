"""Denoising autoencoder for low-rank tabular data."""
