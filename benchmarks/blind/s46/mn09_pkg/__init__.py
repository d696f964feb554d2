"""BYOL pretraining on soap-bubble thin-film reflectance spectra, with a robust linear probe."""
