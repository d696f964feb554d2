import time

import torch

__all__ = ["repackage_hidden", "RunningAverage", "Timer", "set_seed"]


def repackage_hidden(h):
    """Wraps hidden states in new Tensors, to detach them from their history."""
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


class RunningAverage:
    def __init__(self):
        self.total = 0.0
        self.steps = 0

    def update(self, val):
        self.total += float(val)
        self.steps += 1

    def __call__(self):
        return self.total / max(self.steps, 1)


class Timer:
    def __enter__(self):
        self.t0 = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.elapsed = time.perf_counter() - self.t0


def set_seed(seed):
    torch.manual_seed(seed)
