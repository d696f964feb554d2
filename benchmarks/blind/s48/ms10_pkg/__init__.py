"""Yo-yo spin-down: from a short gyro trace, predict remaining sleep time and the bearing type."""
from . import heads, model  # noqa: F401
