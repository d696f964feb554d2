from .encoders import ENCODERS
from .tagger import Tagger

__all__ = ["ENCODERS", "Tagger"]
