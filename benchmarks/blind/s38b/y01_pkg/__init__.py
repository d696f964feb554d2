"""Toy audio bandwidth extension with an adversarial waveform critic."""
