"""Conductivity profile of a graded rod from thermocouple transients."""
