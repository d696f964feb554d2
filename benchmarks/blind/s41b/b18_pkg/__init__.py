"""Denoising autoencoder for right-whale up-call detection in hydrophone spectrogram patches,
trained two-timescale (separate optimizers for encoder and decoder)."""
