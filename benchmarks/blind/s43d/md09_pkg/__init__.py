"""Precious-opal play-of-colour grading with temperature-scaled confidence and abstention."""
