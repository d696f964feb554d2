"""Non-saturating GAN on a ring of Gaussians with an EMA copy of the generator."""
