from __future__ import annotations

import functools
import logging
from collections import defaultdict
from typing import Any, Callable, Dict, List, TypeVar

import torch
from torch import Tensor

F = TypeVar("F", bound=Callable[..., Any])


def no_grad_method(fn: F) -> F:
    """Run a method with autograd disabled (keeps the signature for introspection)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with torch.no_grad():
            return fn(*args, **kwargs)

    return wrapper  # type: ignore[return-value]


def get_logger(name: str = "nuclei") -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        h = logging.StreamHandler()
        h.setFormatter(logging.Formatter("%(asctime)s %(name)s %(message)s", "%H:%M:%S"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
    return logger


class MetricMeter:
    """Buffers scalar tensors per key; averages them lazily."""

    def __init__(self) -> None:
        self._buf: Dict[str, List[Tensor]] = defaultdict(list)

    def update(self, values: Dict[str, Tensor]) -> None:
        for k, v in values.items():
            self._buf[k].append(v.detach().float().cpu())

    def averages(self) -> Dict[str, float]:
        return {k: torch.stack(v).mean().item() for k, v in self._buf.items()}

    def reset(self) -> None:
        self._buf.clear()
