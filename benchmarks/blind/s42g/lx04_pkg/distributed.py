import os
from types import SimpleNamespace

import torch.nn as nn


def init_distributed():
    ws = int(os.environ.get("WORLD_SIZE", 1))
    return SimpleNamespace(
        world_size=ws,
        rank=int(os.environ.get("RANK", 0)),
        local_rank=int(os.environ.get("LOCAL_RANK", 0)),
        distributed=ws > 1,
    )


class DataParallelLite(nn.Module):
    def __init__(self, module, ctx):
        super().__init__()
        self.module = module
        self.ctx = ctx

    def forward(self, x):
        return self.module(x)


def all_reduce_grads(model, ctx):
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    for g in grads:
        g.div_(ctx.world_size)


def unwrap_model(model):
    return model.module if isinstance(model, DataParallelLite) else model
