"""Quilt-block generator: a small GAN that proposes 8x8 patchwork blocks for a pattern designer."""
