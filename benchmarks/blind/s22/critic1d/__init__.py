"""Weight-clipped Wasserstein GAN on a 1-D bimodal distribution."""
