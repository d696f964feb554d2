import os

import torch
import torch.nn as nn


def world_info():
    return {
        "world_size": int(os.environ.get("WORLD_SIZE", "1")),
        "rank": int(os.environ.get("RANK", "0")),
        "local_rank": int(os.environ.get("LOCAL_RANK", "0")),
    }


class DDPShim(nn.Module):
    def __init__(self, module, world_size=1):
        super().__init__()
        self.module = module
        self.world_size = world_size

    def forward(self, *inputs):
        return self.module(*inputs)

    def reduce_grads(self):
        for p in self.module.parameters():
            if p.grad is not None:
                p.grad.mul_(1.0 / self.world_size)


def unwrap_model(m):
    while isinstance(m, DDPShim):
        m = m.module
    return m
