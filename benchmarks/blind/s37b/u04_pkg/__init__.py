"""GAN for mixed-type tabular rows (continuous columns + one categorical)."""
