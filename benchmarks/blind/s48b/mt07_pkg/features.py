import math

import torch
import torch.nn as nn


class FourierBranch(nn.Module):
    """Random Fourier embedding at one length scale followed by a dense layer."""

    def __init__(self, sigma, n_freq=16, width=32, seed=0):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        self.register_buffer("B", sigma * torch.randn(2, n_freq, generator=g))
        self.dense = nn.Linear(2 * n_freq, width)

    def forward(self, xt):
        proj = 2.0 * math.pi * xt @ self.B
        return torch.tanh(self.dense(torch.cat([torch.sin(proj), torch.cos(proj)], dim=1)))
