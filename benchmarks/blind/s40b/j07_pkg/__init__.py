"""Washer drum imbalance estimation from the spin-up accelerometer spectrum (raw-tensor MLP)."""
