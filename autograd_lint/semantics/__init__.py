"""What the rules need to know about a file, computed once: see :class:`SemanticModel`."""
from .model import SemanticModel

__all__ = ["SemanticModel"]
