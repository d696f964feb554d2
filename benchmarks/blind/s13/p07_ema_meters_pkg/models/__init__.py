from .mixer import MODELS

__all__ = ["MODELS"]
