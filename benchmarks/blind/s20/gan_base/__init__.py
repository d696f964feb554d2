"""WGAN-GP on a 2-D spiral, trainer built on a small adversarial base class."""
