import math
import torch
import torch.nn as nn

from .layers import ActNorm, Coupling


class WindFlow(nn.Module):
    def __init__(self, n_layers=8, width=64):
        super().__init__()
        blocks = []
        for i in range(n_layers):
            blocks.append(ActNorm(2))
            blocks.append(Coupling(flip=bool(i % 2), width=width))
        self.blocks = nn.ModuleList(blocks)

    def forward(self, x):
        total = x.new_zeros(x.shape[0])
        for blk in self.blocks:
            x, ld = blk(x)
            total = total + ld
        return x, total

    def log_prob(self, x):
        z, log_det = self(x)
        return -0.5 * (z ** 2).sum(1) - math.log(2 * math.pi) + log_det

    def sample(self, n, generator=None):
        z = torch.randn(n, 2, generator=generator)
        for blk in reversed(self.blocks):
            z = blk.inverse(z)
        return z
