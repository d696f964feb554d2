"""Adversarial autoencoder for multichannel sensor snapshots (Makhzani et al., 2015)."""
