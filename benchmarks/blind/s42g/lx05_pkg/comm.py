import os
from contextlib import contextmanager

import torch.nn as nn

WORLD_SIZE = int(os.getenv("WORLD_SIZE", "1"))
RANK = int(os.getenv("RANK", "0"))
LOCAL_RANK = int(os.getenv("LOCAL_RANK", "0"))


class Replica(nn.Module):
    """Keeps the wrapped network in `.module`, like torch DDP does."""

    def __init__(self, module):
        super().__init__()
        self.module = module
        self.sync_grads = True

    def forward(self, *args):
        return self.module(*args)

    @contextmanager
    def no_sync(self):
        prev, self.sync_grads = self.sync_grads, False
        try:
            yield
        finally:
            self.sync_grads = prev


def allreduce_average(replica):
    if not replica.sync_grads:
        return
    for p in replica.parameters():
        if p.grad is not None:
            p.grad.div_(WORLD_SIZE)


def cut(t):
    """Stop gradients from flowing back into whatever produced `t`."""
    return t.detach()


def unwrap_model(m):
    return getattr(m, "module", m)
