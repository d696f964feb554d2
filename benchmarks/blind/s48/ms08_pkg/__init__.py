"""Contrastive pre-training of a wind-chime tone encoder (two gusts of the same chime = positive pair)."""
from . import encoders, objectives  # noqa: F401
