"""Synthetic cross-direction basis-weight profiles for a paper machine, from a small GAN."""
