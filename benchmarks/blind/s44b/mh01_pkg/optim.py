"""Two optimizers: plain SGD for the lookup tables, Adam for the dense layers."""
from functools import partial

import torch

FACTORIES = {
    "tables": partial(torch.optim.SGD, lr=0.05),
    "mlp": partial(torch.optim.Adam, lr=3e-3),
}


def build(groups):
    return {name: FACTORIES[name](list(tensors.values())) for name, tensors in groups.items()}


def grad_norms(groups):
    out = {}
    for name, tensors in groups.items():
        sq = sum(float(t.grad.pow(2).sum()) for t in tensors.values() if t.grad is not None)
        out[name] = sq ** 0.5
    return out
