import torch
from torch import nn
import torch.nn.functional as F


class QuantileNet(nn.Module):
    """Predicts ordered quantiles: a base value plus non-negative increments."""

    def __init__(self, n_features, n_quantiles, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_features, hidden), nn.ELU(),
                                  nn.Linear(hidden, hidden), nn.ELU())
        self.base = nn.Linear(hidden, 1)
        self.steps = nn.Linear(hidden, n_quantiles - 1)

    def forward(self, x):
        h = self.body(x)
        increments = F.softplus(self.steps(h))
        return torch.cat([self.base(h), self.base(h) + increments.cumsum(dim=1)], dim=1)
