"""Soil-moisture retrieval from L-band radiometer brightness temperatures."""
