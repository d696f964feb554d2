import math

import torch
from torch import nn

from .coupling import AffineCoupling


class RealNVP(nn.Module):
    def __init__(self, dim=2, hidden=64, n_layers=6):
        super().__init__()
        self.layers = nn.ModuleList(
            AffineCoupling(dim, hidden, flip=(i % 2 == 1)) for i in range(n_layers)
        )

    def forward(self, x):
        total_logdet = torch.zeros(x.shape[0])
        for layer in self.layers:
            x, logdet = layer(x)
            total_logdet = total_logdet + logdet
        return x, total_logdet

    def log_prob(self, x):
        z, logdet = self(x)
        base = -0.5 * (z ** 2).sum(dim=1) - z.shape[1] * 0.5 * math.log(2 * math.pi)
        return base + logdet
