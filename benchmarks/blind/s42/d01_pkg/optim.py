"""optax-style gradient transformations: init(params) -> state, update(grads, state) -> (updates, state)."""
from typing import Callable, NamedTuple

import torch

from .jaxish import tree_map


class GradientTransformation(NamedTuple):
    init: Callable
    update: Callable


def sgd(learning_rate, momentum=0.9, nesterov=False):
    def init_fn(params):
        return {"mu": tree_map(torch.zeros_like, params)}

    def update_fn(grads, state):
        mu = tree_map(lambda m, g: momentum * m + g, state["mu"], grads)
        direction = tree_map(lambda m, g: momentum * m + g, mu, grads) if nesterov else mu
        updates = tree_map(lambda d: -learning_rate * d, direction)
        return updates, {"mu": mu}

    return GradientTransformation(init_fn, update_fn)
