"""TrainState and the optimizer side of the update (clip, step, schedule)."""
from typing import Any, Callable, NamedTuple

import torch

from .model import leaves


class TrainState(NamedTuple):
    params: Any
    opt: torch.optim.Optimizer
    step: int
    lr_fn: Callable[[int], float]
    max_norm: float


def create_state(params, lr, max_norm=5.0, warmup=50):
    opt = torch.optim.Adam(leaves(params), lr=lr)
    lr_fn = lambda step: lr * min(1.0, (step + 1) / warmup)
    return TrainState(params, opt, 0, lr_fn, max_norm)


def apply_gradients(state):
    for group in state.opt.param_groups:
        group["lr"] = state.lr_fn(state.step)
    torch.nn.utils.clip_grad_norm_(leaves(state.params), state.max_norm)
    state.opt.step()
    return state._replace(step=state.step + 1)
