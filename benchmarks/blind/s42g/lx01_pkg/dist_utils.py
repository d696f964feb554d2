import os
from contextlib import contextmanager
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class DistEnv:
    rank: int
    local_rank: int
    world_size: int

    @property
    def is_main(self):
        return self.rank == 0


def read_env():
    return DistEnv(
        rank=int(os.environ.get("RANK", 0)),
        local_rank=int(os.environ.get("LOCAL_RANK", 0)),
        world_size=int(os.environ.get("WORLD_SIZE", 1)),
    )


class LocalDDP(nn.Module):
    """Single-process stand-in for DistributedDataParallel."""

    def __init__(self, module, env):
        super().__init__()
        self.module = module
        self.env = env
        self.require_backward_grad_sync = True

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    @contextmanager
    def no_sync(self):
        old = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = old


def average_gradients(ddp):
    if not ddp.require_backward_grad_sync:
        return
    for p in ddp.module.parameters():
        if p.grad is not None:
            # all_reduce(SUM) over a world of one is the identity
            p.grad.div_(ddp.env.world_size)


def unwrap_model(m):
    return m.module if hasattr(m, "module") else m
