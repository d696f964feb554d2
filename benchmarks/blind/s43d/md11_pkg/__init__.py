"""Variational adversarial active learning (VAAL) for mangrove species from canopy spectra."""
