import os
from types import SimpleNamespace

import torch
import torch.nn as nn


def get_dist_info():
    return SimpleNamespace(rank=int(os.environ.get("RANK", 0)), world_size=int(os.environ.get("WORLD_SIZE", 1)),
                           local_rank=int(os.environ.get("LOCAL_RANK", 0)))


class DDPContainer(nn.Module):
    def __init__(self, module, info):
        super().__init__()
        self.module = module
        self.info = info

    def forward(self, *a):
        return self.module(*a)


def allreduce_gradients(model, world_size):
    """Average p.grad over ranks; on one rank this is a division by 1."""
    for p in model.parameters():
        if p.grad is None:
            continue
        p.grad.div_(world_size)


def grad_global_norm(model):
    norms = [p.grad.norm() for p in model.parameters() if p.grad is not None]
    return torch.stack(norms).norm().item() if norms else 0.0


def unwrap_model(model):
    return model.module if isinstance(model, DDPContainer) else model
