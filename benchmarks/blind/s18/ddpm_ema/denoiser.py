import math

import torch
import torch.nn as nn


def timestep_embedding(t, dim):
    half = dim // 2
    freqs = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
    args = t.float()[:, None] * freqs[None]
    return torch.cat([args.sin(), args.cos()], dim=-1)


class NoisePredictor(nn.Module):
    def __init__(self, data_dim=2, hidden=64, t_dim=16):
        super().__init__()
        self.t_dim = t_dim
        self.t_mlp = nn.Sequential(nn.Linear(t_dim, hidden), nn.SiLU())
        self.inp = nn.Linear(data_dim, hidden)
        self.mid = nn.Sequential(nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.out = nn.Linear(hidden, data_dim)
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))

    def forward(self, x, t):
        if self.training:
            self.calls += 1
        h = self.inp(x) + self.t_mlp(timestep_embedding(t, self.t_dim))
        return self.out(self.mid(h))
