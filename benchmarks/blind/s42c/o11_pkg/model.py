import torch
from torch import nn


class PolytropeNet(nn.Module):
    """theta(xi) = 1 + xi^2 * N(xi): theta(0) = 1 and theta'(0) = 0 hold exactly."""

    def __init__(self, xi_max, width=24):
        super().__init__()
        self.xi_max = xi_max
        self.body = nn.Sequential(
            nn.Linear(1, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
            nn.Linear(width, 1),
        )

    def forward(self, xi):
        s = xi / self.xi_max
        return 1.0 + xi ** 2 * self.body(s) / self.xi_max ** 2
