"""Multi-step LSTM forecaster for synthetic load curves."""
