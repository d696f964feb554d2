import torch
from torch import nn

from .constraints import SoftBound


class AffineCoupling(nn.Module):
    def __init__(self, dim, hidden, flip, limit=1.5):
        super().__init__()
        half = dim // 2
        self.flip = flip
        self.net = nn.Sequential(
            nn.Linear(half, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, 2 * half),
        )
        self.bound = SoftBound(limit)

    def forward(self, x):
        a, b = x.chunk(2, dim=1)
        if self.flip:
            a, b = b, a
        raw_s, t = self.net(a).chunk(2, dim=1)
        s = self.bound(torch.tanh(raw_s))
        b = b * torch.exp(s) + t
        out = torch.cat([b, a], dim=1) if self.flip else torch.cat([a, b], dim=1)
        return out, s.sum(dim=1)
