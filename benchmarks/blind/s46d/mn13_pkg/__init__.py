"""Relational KD for coffee-ring stain profiles: which drying regime left this stain?"""
