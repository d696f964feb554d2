"""BYOL-style bootstrap pretraining on sourdough starter rise curves."""
