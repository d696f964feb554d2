"""Altitude hold for a hot-air balloon: a learned envelope model and a burner pilot."""
