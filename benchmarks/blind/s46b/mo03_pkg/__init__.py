"""Singing wine glass: EMA-codebook VQ-VAE over rim-resonance spectra."""
