"""Reef-tank pH forecaster for the calcium-reactor CO2 controller."""
