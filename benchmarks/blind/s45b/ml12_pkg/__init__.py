"""Tempura batter: crispness, oil uptake and colour from one recipe encoder (multi-task)."""
