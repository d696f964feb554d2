"""Masked band-energy pretraining on snow-crunch footsteps, then fine-tuning."""
