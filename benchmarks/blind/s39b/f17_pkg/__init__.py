"""Adversarial 4x super-resolution of 2-D vorticity snapshots (tempoGAN-style, single frame)."""
