"""Espresso crema: classify the shot from the bubble-size histogram of a phone photo of the crema."""
from . import nets  # noqa: F401
