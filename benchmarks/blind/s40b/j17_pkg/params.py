"""Initialisers for a parameter dict; everything in the configured dtype (float64 here)."""
import math
from typing import Dict, Sequence

import torch

Params = Dict[str, torch.Tensor]


def glorot(fan_in: int, fan_out: int, g: torch.Generator, dtype) -> torch.Tensor:
    limit = math.sqrt(6.0 / (fan_in + fan_out))
    return (torch.rand(fan_in, fan_out, generator=g, requires_grad=True) * 2 - 1).to(dtype) * limit


def init_mlp(sizes: Sequence[int], seed: int, dtype=torch.float64) -> Params:
    g = torch.Generator().manual_seed(seed)
    params = {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"layer{i}.w"] = glorot(a, b, g, dtype)
        params[f"layer{i}.b"] = torch.zeros(b, dtype=dtype, requires_grad=True)
    return params
