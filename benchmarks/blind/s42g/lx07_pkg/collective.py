import torch
import torch.nn as nn


def broadcast_from_rank0(module, rank0_state):
    """What dist.broadcast(p, src=0) does for every replica: copy rank 0's initial weights."""
    for name, p in module.named_parameters():
        p.copy_(rank0_state[name])


def allreduce_grads_(module, world_size):
    for p in module.parameters():
        if p.grad is not None:
            p.grad.div_(world_size)


class ParallelModule(nn.Module):
    def __init__(self, module, cfg, rank0_state=None):
        super().__init__()
        self.module = module
        self.cfg = cfg
        if rank0_state is None:
            rank0_state = {k: v.clone() for k, v in module.state_dict().items()}
        broadcast_from_rank0(self.module, rank0_state)

    def forward(self, *a):
        return self.module(*a)


def unwrap_model(m):
    return m.module if isinstance(m, ParallelModule) else m
