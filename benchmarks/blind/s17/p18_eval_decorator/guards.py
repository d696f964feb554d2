import functools

import torch


def frozen_graph(fn):
    """Run ``fn`` with autograd recording switched off."""

    @functools.wraps(fn)
    def inner(*args, **kwargs):
        with torch.no_grad():
            return fn(*args, **kwargs)

    return inner
