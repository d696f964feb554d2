"""Optimizer factory: config name -> torch.optim constructor with bound hyper-parameters."""
from functools import partial

import torch

OPTIMIZERS = {
    "sgdm": partial(torch.optim.SGD, momentum=0.9, nesterov=True),
    "adam": partial(torch.optim.Adam, betas=(0.9, 0.99)),
}


def make_optimizer(params, name: str, lr: float) -> torch.optim.Optimizer:
    return OPTIMIZERS[name](params, lr=lr)
