"""Wear regressor: residual MLP with a softplus output (wear is positive)."""
import torch
from torch import nn


class WearRegressor(nn.Module):
    def __init__(self, n_in: int = 8, hidden: int = 64):
        super().__init__()
        self.stem = nn.Linear(n_in, hidden)
        self.block = nn.Sequential(nn.LayerNorm(hidden), nn.Linear(hidden, hidden), nn.GELU(),
                                   nn.Linear(hidden, hidden))
        self.out = nn.Linear(hidden, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.stem(x)
        h = h + self.block(h)
        return nn.functional.softplus(self.out(h)).squeeze(-1)
