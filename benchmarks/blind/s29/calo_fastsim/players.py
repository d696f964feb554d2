from contextlib import contextmanager
from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class Player:
    name: str
    net: nn.Module
    optimizer: torch.optim.Optimizer
    max_norm: float = 5.0
    updates: int = 0

    def update(self, loss):
        loss.backward()
        nn.utils.clip_grad_norm_(self.net.parameters(), self.max_norm)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.updates += 1


def make_player(name, net, lr, betas=(0.5, 0.9)):
    return Player(name, net, torch.optim.Adam(net.parameters(), lr=lr, betas=betas))


@contextmanager
def frozen(net):
    flags = [p.requires_grad for p in net.parameters()]
    net.requires_grad_(False)
    try:
        yield net
    finally:
        for p, flag in zip(net.parameters(), flags):
            p.requires_grad_(flag)
