"""Weight-clipped WGAN on a 1-D bimodal distribution."""
