from .registry import MODEL_REGISTRY, register_model
from .resmlp import ResMLP  # noqa: F401
