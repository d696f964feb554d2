import math

import torch
from torch import nn

from .coupling import AffineCoupling


class RealNVP(nn.Module):
    def __init__(self, n_layers=6, dim=2):
        super().__init__()
        masks = [torch.tensor([1.0, 0.0]) if i % 2 == 0 else torch.tensor([0.0, 1.0])
                 for i in range(n_layers)]
        self.layers = nn.ModuleList(AffineCoupling(m) for m in masks)
        self.dim = dim

    def to_latent(self, x):
        log_det = torch.zeros(x.size(0))
        for layer in self.layers:
            x, ld = layer(x)
            log_det = log_det + ld
        return x, log_det

    def log_prob(self, x):
        z, log_det = self.to_latent(x)
        base = -0.5 * (z ** 2).sum(dim=1) - 0.5 * self.dim * math.log(2 * math.pi)
        return base + log_det

    @torch.no_grad()
    def sample(self, n):
        z = torch.randn(n, self.dim)
        for layer in reversed(self.layers):
            z = layer.inverse(z)
        return z
