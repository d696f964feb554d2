import math

import torch
import torch.nn as nn

from .couplings import AffineCoupling, Reverse

MODEL_REGISTRY = {}


def register(name):
    def deco(cls):
        MODEL_REGISTRY[name] = cls
        return cls
    return deco


@register("bubble_flow")
class BubbleFlow(nn.Module):
    def __init__(self, dim, hidden, n_couplings):
        super().__init__()
        self.steps = []
        for _ in range(n_couplings):
            self.steps += [AffineCoupling(dim, hidden), Reverse()]
        self.base_loc = nn.Parameter(torch.zeros(dim))
        self.base_log_scale = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        log_det = torch.zeros(x.shape[0])
        for step in self.steps:
            x, ld = step(x)
            log_det = log_det + ld
        return x, log_det

    def log_prob(self, x):
        z, log_det = self(x)
        u = (z - self.base_loc) * torch.exp(-self.base_log_scale)
        base = (-0.5 * u ** 2 - self.base_log_scale - 0.5 * math.log(2 * math.pi)).sum(1)
        return base + log_det
