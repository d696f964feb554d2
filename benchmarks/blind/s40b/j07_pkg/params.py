"""Parameters as a plain dict of leaf tensors, like a Flax `params` pytree."""
import math
from typing import Dict, Sequence

import torch

Params = Dict[str, torch.Tensor]


def init_mlp(sizes: Sequence[int], g: torch.Generator) -> Params:
    params = {}
    for i, (fan_in, fan_out) in enumerate(zip(sizes[:-1], sizes[1:])):
        scale = math.sqrt(2.0 / fan_in)
        params[f"w{i}"] = (torch.randn(fan_in, fan_out, generator=g) * scale).requires_grad_()
        params[f"b{i}"] = torch.zeros(fan_out, requires_grad=True)
    return params


def zeros_like_tree(params: Params) -> Params:
    return {k: torch.zeros_like(v) for k, v in params.items()}


def apply(params: Params, x: torch.Tensor) -> torch.Tensor:
    n_layers = len(params) // 2
    for i in range(n_layers):
        x = x @ params[f"w{i}"] + params[f"b{i}"]
        if i < n_layers - 1:
            x = torch.nn.functional.silu(x)
    return x.squeeze(-1)
