import os
from contextlib import contextmanager

import torch.nn as nn

WORLD_SIZE = int(os.environ.get("WORLD_SIZE", 1))
RANK = int(os.environ.get("RANK", 0))
LOCAL_RANK = int(os.environ.get("LOCAL_RANK", 0))


def is_main_process():
    return RANK == 0


class DistributedShell(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module
        self.grad_sync = True

    def forward(self, *args):
        return self.module(*args)

    @contextmanager
    def no_sync(self):
        self.grad_sync = False
        yield
        self.grad_sync = True


def mean_grads_over_world(shell):
    if shell.grad_sync:
        for p in shell.parameters():
            if p.grad is not None:
                p.grad.div_(WORLD_SIZE)


def unwrap_model(m):
    return m.module if isinstance(m, DistributedShell) else m
