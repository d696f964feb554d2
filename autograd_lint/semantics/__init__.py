"""What the rules need to know about a file, computed once: see :class:`SemanticModel`."""
from __future__ import annotations

__all__ = ["SemanticModel"]


def __getattr__(name: str):
    """``SemanticModel`` is imported on first use: the rules import ``semantics.torch_api`` and
    ``semantics.walk``, and a run served by the cache needs neither the interpreter nor libcst."""
    if name == "SemanticModel":
        from .model import SemanticModel

        return SemanticModel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
