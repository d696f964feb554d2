"""Functional heavy-ball SGD: (params, velocity) -> (new params, new velocity)."""
from typing import Tuple

import torch

from .params import Params


@torch.no_grad()
def momentum_sgd(params: Params, velocity: Params, lr: float, beta: float = 0.9,
                 weight_decay: float = 1e-4) -> Tuple[Params, Params]:
    new_params, new_velocity = {}, {}
    for name, p in params.items():
        g = p.grad + weight_decay * p
        v = beta * velocity[name] + g
        new_velocity[name] = v
        new_params[name] = (p - lr * v).requires_grad_()
    return new_params, new_velocity
