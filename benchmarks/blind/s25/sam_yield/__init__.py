"""Crop-yield regression trained with sharpness-aware minimisation."""
