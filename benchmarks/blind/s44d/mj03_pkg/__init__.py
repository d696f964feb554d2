"""Regatta performance model: boat speed through the water from wind, sea state and sail plan."""
