"""Graph attention network (pyGAT layout) on a synthetic citation graph."""
