"""Temporal convolutional network for next-step sensor forecasting."""
