"""Residual MLP forecaster: stack of blocks + head."""
import torch
from torch import nn

from .stations import LOOKBACK


class Block(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.lin = nn.Linear(width, width)
        self.norm = nn.LayerNorm(width)

    def forward(self, h):
        return h + torch.nn.functional.gelu(self.norm(self.lin(h)))


class OccupancyNet(nn.Module):
    def __init__(self, width=64, depth=3):
        super().__init__()
        self.stem = nn.Linear(LOOKBACK + 5, width)
        self.blocks = nn.ModuleList(Block(width) for _ in range(depth))
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        h = self.stem(x)
        for block in self.blocks:
            h = block(h)
        return torch.sigmoid(self.head(h).squeeze(1) + torch.logit(x[:, LOOKBACK - 1].clamp(0.02, 0.98)))
