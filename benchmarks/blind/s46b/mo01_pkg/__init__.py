"""Bubble-wrap pop tokenizer: a small VQ-GAN on synthetic pop transients."""
