"""Coordinate MLP for the clock."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class ClockField(nn.Module):
    def __init__(self, n_freqs=6, width=64):
        super().__init__()
        self.register_buffer("omega", 2.0 ** torch.arange(n_freqs) * math.pi)
        self.mlp = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                 nn.Linear(width, 4))

    def forward(self, x):
        a = (x[..., None] * self.omega).flatten(-2)
        out = self.mlp(torch.cat([x, a.sin(), a.cos()], -1))
        return F.softplus(out[..., 0]), torch.sigmoid(out[..., 1:])
