import torch
from torch import nn


class LiftNet(nn.Module):
    """Estimates the air-mass lift (m/s) from the normalised conditions."""

    def __init__(self, n_in, mean, std, width=64):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh(),
                                  nn.Linear(width, 1))

    def forward(self, raw):
        return nn.functional.softplus(self.body((raw - self.mean) / self.std)).squeeze(-1)
