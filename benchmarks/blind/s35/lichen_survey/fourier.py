import math

import torch
from torch import nn


class RandomFourierFeatures(nn.Module):
    """Fixed random Fourier features of 2-D coordinates (Rahimi & Recht 2007)."""

    def __init__(self, n_features, lengthscale_km, seed=0):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        self.register_buffer("omega", torch.randn(2, n_features, generator=g) / lengthscale_km)
        self.register_buffer("phase", 2.0 * math.pi * torch.rand(n_features, generator=g))
        self.register_buffer("norm", torch.tensor(math.sqrt(2.0 / n_features)))

    def forward(self, coords):
        return self.norm * torch.cos(coords @ self.omega + self.phase)
