"""Seagrass meadow mapping: unmix multispectral seabed pixels into seagrass / sand / deep water."""
