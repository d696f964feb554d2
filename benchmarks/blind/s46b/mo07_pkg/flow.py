import math

import torch
import torch.nn as nn

from .layers import ActNorm, AffineCoupling

FLOWS = {}


def register(name):
    def deco(cls):
        FLOWS[name] = cls
        return cls
    return deco


def instantiate_from_config(cfg):
    return FLOWS[cfg["target"]](**cfg.get("params", {}))


@register("drip_nvp")
class DripNVP(nn.Module):
    def __init__(self, dim, hidden, n_blocks):
        super().__init__()
        blocks = []
        for i in range(n_blocks):
            blocks += [ActNorm(dim), AffineCoupling(dim, hidden, parity=i % 2)]
        self.blocks = nn.ModuleList(blocks)

    def forward(self, x):
        log_det = torch.zeros(x.shape[0])
        for block in self.blocks:
            x, ld = block(x)
            log_det = log_det + ld
        return x, log_det

    def log_prob(self, x):
        z, log_det = self(x)
        return -0.5 * (z ** 2 + math.log(2 * math.pi)).sum(1) + log_det
