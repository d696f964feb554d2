"""Denoising diffusion on a 2-D mixture of Gaussians."""
