"""Distilling and calibrating a rain-on-tin-roof intensity classifier."""
