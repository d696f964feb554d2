import math

import torch
from torch import nn


class SinusoidalTime(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, t):
        half = self.dim // 2
        freqs = torch.exp(-math.log(1000.0) * torch.arange(half) / half)
        ang = t[:, None] * freqs[None, :] * 100.0
        return torch.cat([ang.sin(), ang.cos()], dim=-1)


class EpsNet(nn.Module):
    def __init__(self, d=2, hidden=64, t_dim=16):
        super().__init__()
        self.time = SinusoidalTime(t_dim)
        self.net = nn.Sequential(
            nn.Linear(d + t_dim, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, d),
        )

    def forward(self, x, t_frac):
        return self.net(torch.cat([x, self.time(t_frac)], dim=-1))
