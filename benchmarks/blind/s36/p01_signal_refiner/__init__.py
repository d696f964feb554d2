"""Refine simulated vibration bursts so that they look like bench recordings (SimGAN-style)."""
