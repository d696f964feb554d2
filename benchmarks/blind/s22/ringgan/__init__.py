"""GAN on a ring of eight Gaussians."""
