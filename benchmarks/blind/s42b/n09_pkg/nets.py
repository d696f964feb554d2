import torch
from torch import nn

from .curves import N_BINS


class CurveGenerator(nn.Module):
    def __init__(self, z_dim=12, width=128):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(
            nn.Linear(z_dim, width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU(),
            nn.Linear(width, N_BINS),
        )

    def noise(self, n):
        return torch.randn(n, self.z_dim)

    def forward(self, z):
        # responses are smooth: integrate slopes rather than emit raw bins
        slopes = self.body(z)
        return torch.cumsum(slopes, dim=1) / 8.0


class CurveCritic(nn.Module):
    def __init__(self, width=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(N_BINS, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.body(x).squeeze(1)
