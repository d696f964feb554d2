"""Candle wax drips: a RealNVP-style flow over drip shape statistics."""
