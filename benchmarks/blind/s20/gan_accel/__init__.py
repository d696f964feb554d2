"""2-D ring GAN driven through a small accelerate-style wrapper."""
