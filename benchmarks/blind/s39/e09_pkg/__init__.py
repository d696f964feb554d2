"""Radar micro-Doppler target recognition with a norm-constrained CNN."""
