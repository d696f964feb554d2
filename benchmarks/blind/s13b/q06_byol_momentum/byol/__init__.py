from .learner import BYOL
from .networks import MLPEncoder

__all__ = ["BYOL", "MLPEncoder"]
