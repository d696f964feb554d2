"""Fault type of power transformers from their dissolved-gas-analysis history."""
