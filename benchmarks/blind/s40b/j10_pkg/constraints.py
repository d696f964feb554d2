"""Physical constraints applied after every optimizer step (reflectance is non-negative)."""
from typing import Callable, Dict

import torch

nonneg_ = lambda t: t.clamp_(min=0.0)
CONSTRAINTS: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {"endmembers": nonneg_}


def project(params: dict) -> dict:
    for name, fn in CONSTRAINTS.items():
        fn(params[name])
    return params
