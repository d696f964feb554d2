"""Masked-segment pretraining on hammock sway accelerometer traces."""
