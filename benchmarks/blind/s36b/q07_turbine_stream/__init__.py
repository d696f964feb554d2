"""Stateful LSTM that predicts the next vibration reading of wind turbines from a live stream."""
