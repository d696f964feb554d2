"""WGAN-GP that synthesises correlated tabular sensor rows (Gulrajani et al., 2017)."""
