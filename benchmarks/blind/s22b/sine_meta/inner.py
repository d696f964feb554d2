import torch

from .functional import mse


def adapt(params, x, y, inner_lr, steps):
    fast = dict(params)
    for _ in range(steps):
        grads = torch.autograd.grad(mse(fast, x, y), list(fast.values()), create_graph=True)
        fast = {name: w - inner_lr * g for (name, w), g in zip(fast.items(), grads)}
    return fast
