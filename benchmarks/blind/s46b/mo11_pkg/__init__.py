"""Soap-bubble lifetimes: a coupling flow over (lifetime, size, humidity, glycerol)."""
