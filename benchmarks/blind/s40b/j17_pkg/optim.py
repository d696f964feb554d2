"""Optimizer from config: a partial over torch.optim with the dict's leaves."""
from functools import partial

import torch

FACTORY = {
    "adamw": partial(torch.optim.AdamW, betas=(0.9, 0.98), weight_decay=1e-3),
    "sgd": partial(torch.optim.SGD, momentum=0.9),
}


def make_optimizer(params: dict, name: str, lr: float):
    return FACTORY[name](list(params.values()), lr=lr)
