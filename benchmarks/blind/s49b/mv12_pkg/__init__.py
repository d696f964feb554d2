"""Sourdough starter rise prediction on a temporal jar-flour feeding graph (TGN-style node memory)."""
