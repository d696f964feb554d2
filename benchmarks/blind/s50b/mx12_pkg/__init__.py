"""Sandcastle tower collapse: head surgery, per-objective gradient logging and a uniform model soup."""
