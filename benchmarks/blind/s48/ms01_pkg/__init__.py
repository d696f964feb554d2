"""Kettle-whistle boil-stage classifier: coarse pre-training, then fine-stage adaptation."""
from . import models  # noqa: F401  (fills MODELS)
