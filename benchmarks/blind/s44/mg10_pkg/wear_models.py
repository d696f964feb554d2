import torch
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("WearRegressor")
class WearRegressor(nn.Module):
    def __init__(self, in_dim=10, hidden=64, out_dim=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Linear(in_dim, hidden), nn.GELU(), nn.LayerNorm(hidden))
        self.block = nn.Sequential(nn.Linear(hidden, hidden), nn.GELU(), nn.Linear(hidden, hidden))
        self.out = nn.Linear(hidden, out_dim)

    def forward(self, x):
        h = self.stem(x)
        h = h + self.block(h)
        return nn.functional.softplus(self.out(h))           # wear depth in mm is positive


@LOSSES.register("ZoneWeightedL1")
class ZoneWeightedL1(nn.Module):
    def __init__(self, zone_weights=(1.0, 1.0, 1.0)):
        super().__init__()
        self.register_buffer("w", torch.tensor(zone_weights))

    def forward(self, pred, target):
        return ((pred - target).abs() * self.w).mean()
