import torch
from torch import nn


class RingEncoder(nn.Module):
    def __init__(self, width=32, dim=32):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, width, 5, padding=2), nn.GELU(),
                                  nn.Conv1d(width, width, 5, padding=2), nn.GELU())
        self.proj = nn.Linear(width, dim)

    def forward(self, series):
        return self.proj(self.conv(series[:, None, :]).transpose(1, 2))


class MatchNet(nn.Module):
    """Year-by-year agreement between a core and a master window, pooled into one logit."""

    def __init__(self):
        super().__init__()
        self.core = RingEncoder()
        self.master = RingEncoder()
        self.scale = nn.Parameter(torch.tensor(4.0))
        self.bias = nn.Parameter(torch.tensor(-2.0))

    def forward(self, core, window):
        a = nn.functional.normalize(self.core(core), dim=-1)
        b = nn.functional.normalize(self.master(window), dim=-1)
        return self.scale * (a * b).sum(-1).mean(-1) + self.bias
