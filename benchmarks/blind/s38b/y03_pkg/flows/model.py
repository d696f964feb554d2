import math

import torch
import torch.nn as nn

from .layers import ActNorm, AffineCoupling


class RealNVP(nn.Module):
    def __init__(self, dim, hidden, n_blocks):
        super().__init__()
        layers = []
        for i in range(n_blocks):
            layers += [ActNorm(dim), AffineCoupling(dim, hidden, parity=i % 2)]
        self.layers = nn.ModuleList(layers)
        self.dim = dim

    def actnorms(self):
        return [m for m in self.layers if isinstance(m, ActNorm)]

    def forward(self, x):
        logdet = torch.zeros(x.shape[0])
        for layer in self.layers:
            x, ld = layer(x)
            logdet = logdet + ld
        return x, logdet

    def log_prob(self, x):
        z, logdet = self(x)
        base = -0.5 * (z ** 2).sum(-1) - 0.5 * self.dim * math.log(2 * math.pi)
        return base + logdet
