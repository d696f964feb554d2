"""Escalator step-chain bearing diagnosis from envelope spectra; later extended with a new fault."""
