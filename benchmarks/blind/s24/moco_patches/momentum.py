import copy

import torch


class MomentumEncoder:
    """A slowly moving copy of the online encoder that produces the contrastive keys."""

    def __init__(self, online, momentum=0.99):
        self.net = copy.deepcopy(online)
        self.momentum = momentum

    @torch.no_grad()
    def update(self, online):
        for key_param, param in zip(self.net.parameters(), online.parameters()):
            key_param.mul_(self.momentum).add_(param, alpha=1 - self.momentum)

    @torch.no_grad()
    def keys(self, x):
        return self.net(x)
