"""BYOL pretraining + linear probe on singing wine-glass spectra (water level from the tone)."""
