"""Tiny stand-ins for jax.tree_util / jax.device_get / a jitted inference function."""
import functools
from typing import Any, Callable

import torch


def tree_map(fn: Callable, tree: Any) -> Any:
    if isinstance(tree, dict):
        return {k: tree_map(fn, v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return type(tree)(tree_map(fn, v) for v in tree)
    return fn(tree) if isinstance(tree, torch.Tensor) else tree


device_get = functools.partial(tree_map, lambda t: t.detach().cpu().numpy())


def inference(fn: Callable) -> Callable:
    """Decorator for evaluation functions: no autograd recording, eval-mode modules."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with torch.inference_mode():
            return fn(*args, **kwargs)
    return wrapper
