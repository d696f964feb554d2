"""Mead fermentation: forecast next-reading specific gravity with a stateful LSTM."""
