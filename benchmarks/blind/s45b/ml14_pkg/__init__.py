"""Fondue viscosity vs temperature, one few-shot task per cheese blend (Reptile with an outer Adam)."""
