"""Predict the CIELAB shade a permanent hair-dye formula gives on a client's natural base."""
