"""Rope-bridge sway: GAN over lateral displacement windows."""
