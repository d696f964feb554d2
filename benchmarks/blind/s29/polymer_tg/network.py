from dataclasses import dataclass
from functools import partial

import torch
from torch import nn


@dataclass(frozen=True)
class NetSpec:
    n_in: int
    width: int = 128
    depth: int = 3
    dropout: float = 0.1
    lr: float = 1e-3
    weight_decay: float = 1e-4


def make_model(spec):
    layers, n = [], spec.n_in
    for _ in range(spec.depth):
        layers += [nn.Linear(n, spec.width), nn.BatchNorm1d(spec.width), nn.ReLU(), nn.Dropout(spec.dropout)]
        n = spec.width
    layers.append(nn.Linear(n, 1))
    return nn.Sequential(*layers)


def make_optimizer_factory(spec):
    return partial(torch.optim.AdamW, lr=spec.lr, weight_decay=spec.weight_decay)
