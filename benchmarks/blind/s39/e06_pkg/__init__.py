"""Soil property regression from NIR spectra (mmengine-flavoured runner)."""
