"""What a function's decorator does to the grad mode its body runs in.

A decorator is code the analysis may not see. It knows three answers: the body runs with grad
off (``@torch.no_grad()``, a project decorator built on ``torch.inference_mode``), with grad on,
or as called (``@staticmethod``, ``@functools.wraps``, a registry decorator whose body it read).
Anything else (a library decorator outside the tables, a name it cannot resolve) leaves the
grad mode unknown: rules that need grad to be on stay quiet inside, rather than assume.
"""
from __future__ import annotations

import libcst as cst

from .names import dotted
from .walk import names_in

#: the grad mode is left as the caller's
KEEP = "keep"

#: Python's own decorators and those of libraries that cannot switch torch's grad mode
_TRANSPARENT_NAMES = frozenset({
    "staticmethod", "classmethod", "property", "wraps", "lru_cache", "cache", "cached_property",
    "overload", "override", "abstractmethod", "dataclass", "contextmanager", "total_ordering",
    "singledispatch", "final", "jit", "njit",
})
_TRANSPARENT_LIBRARIES = (
    "functools", "abc", "typing", "typing_extensions", "dataclasses", "contextlib", "builtins",
    "hydra", "click", "typer", "fire", "wandb", "numba", "pytest", "unittest", "attr", "attrs",
    "deprecated", "deprecation", "gin", "ray", "tqdm", "logging", "warnings", "atexit", "jax",
    "lightning.pytorch.utilities", "pytorch_lightning.utilities", "lightning_utilities",
    "lightning.fabric.utilities", "torch",  # torch's grad contexts are read before this table
)

_GRAD_OFF = frozenset({"no_grad", "inference_mode"})
_GRAD_TOGGLED = frozenset({"set_grad_enabled"})
_GRAD_ON = frozenset({"enable_grad"})
GRAD_SWITCHES = _GRAD_OFF | _GRAD_TOGGLED | _GRAD_ON  # every name that sets the grad mode


def library_decorator(qual: str) -> str | None:
    """KEEP for a decorator of a library known not to switch the grad mode, else None."""
    if qual.rsplit(".", 1)[-1] in _TRANSPARENT_NAMES:
        return KEEP
    return KEEP if any(qual == lib or qual.startswith(lib + ".")
                       for lib in _TRANSPARENT_LIBRARIES) else None


def builtin_decorator(name: str | None) -> str | None:
    return KEEP if name in _TRANSPARENT_NAMES else None


def body_grad_mode(node: cst.CSTNode, cache: dict) -> bool | str | None:
    """The grad mode a project decorator (a function or class the analysis reads) gives what it
    wraps: False if it uses no_grad / inference_mode, True if enable_grad, None if it sets the
    mode from a value (``set_grad_enabled(flag)``), KEEP if it touches no grad mode at all."""
    names = names_in(node, cache)
    if not _GRAD_TOGGLED.isdisjoint(names):
        return None
    off, on = not _GRAD_OFF.isdisjoint(names), not _GRAD_ON.isdisjoint(names)
    if off and on:
        return None
    if off:
        return False
    return True if on else KEEP


def class_level_binding(method: cst.FunctionDef) -> str | None:
    """"classmethod" or "staticmethod" for a method so decorated, else None."""
    for decorator in method.decorators:
        name = dotted(decorator.decorator)
        if name in ("classmethod", "staticmethod"):
            return name
    return None


def is_property(method: cst.FunctionDef | None) -> bool:
    """A getter: decorated ``@property`` or ``@functools.cached_property`` (not a setter)."""
    if method is None:
        return False
    return any(dotted(decorator.decorator) in ("property", "cached_property",
                                               "functools.cached_property")
               for decorator in method.decorators)
