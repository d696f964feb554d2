"""Temporal link prediction: which forage patch a beehive's foragers visit next (memory-based TGN-style model)."""
