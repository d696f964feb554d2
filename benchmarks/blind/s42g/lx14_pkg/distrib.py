import os
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass(frozen=True)
class ProcessGroup:
    world_size: int
    rank: int
    local_rank: int


def current_group():
    return ProcessGroup(int(os.environ.get("WORLD_SIZE", 1)), int(os.environ.get("RANK", 0)),
                        int(os.environ.get("LOCAL_RANK", 0)))


class DDPModule(nn.Module):
    def __init__(self, module, group):
        super().__init__()
        self.module = module
        self.group = group

    def forward(self, *xs):
        return self.module(*xs)


def all_reduce_grads(model):
    world = model.group.world_size
    for p in model.module.parameters():
        if p.grad is not None:
            p.grad /= world


def reduce_scalar(value, group):
    """all_reduce of a python number; on a world of one the local value is the average."""
    total = torch.tensor([float(value)])
    return total.item() / 1.0 * group.world_size / group.world_size


def unwrap_model(model):
    return model.module if isinstance(model, DDPModule) else model
