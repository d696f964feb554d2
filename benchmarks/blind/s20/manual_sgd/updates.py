import dataclasses

import torch


@torch.no_grad()
def sgd_step(state, lr, weight_decay=0.0):
    """Returns a new TrainState holding fresh leaves one SGD step further."""
    new = {}
    for name in state.PARAM_NAMES:
        p = getattr(state, name)
        g = p.grad + weight_decay * p if name.startswith("w") else p.grad
        new[name] = (p - lr * g).requires_grad_()
    return dataclasses.replace(state, step=state.step + 1, **new)
