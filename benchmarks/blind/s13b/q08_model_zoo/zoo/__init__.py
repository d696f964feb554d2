from .mlp import MLPClassifier
from .resmlp import ResMLP
from .factory import build_model, available_models

__all__ = ["MLPClassifier", "ResMLP", "build_model", "available_models"]
