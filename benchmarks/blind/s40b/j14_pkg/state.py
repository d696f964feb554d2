"""Training state pytree: the recurrent carry travels with the state between steps."""
from typing import NamedTuple

import torch
from torch import nn


class TrainState(NamedTuple):
    model: nn.Module
    opt: torch.optim.Optimizer
    carry: torch.Tensor
    step: int


def init_state(model: nn.Module, n_units: int, lr: float) -> TrainState:
    opt = torch.optim.RMSprop(model.parameters(), lr=lr, alpha=0.95)
    return TrainState(model, opt, model.initial_carry(n_units), 0)
