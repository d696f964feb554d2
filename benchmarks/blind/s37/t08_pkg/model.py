import math

import torch
from torch import nn


def timestep_embedding(t, dim):
    half = dim // 2
    freqs = torch.exp(-math.log(1000.0) * torch.arange(half).float() / half)
    args = t.float().unsqueeze(1) * freqs
    return torch.cat([torch.sin(args), torch.cos(args)], 1)


class EpsNet(nn.Module):
    def __init__(self, dim=2, hidden=128, temb=16):
        super().__init__()
        self.temb = temb
        self.net = nn.Sequential(nn.Linear(dim + temb, hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, dim))

    def forward(self, x, t):
        return self.net(torch.cat([x, timestep_embedding(t, self.temb)], 1))
