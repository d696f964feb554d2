import torch
from torch import nn


class MouldNet(nn.Module):
    def __init__(self, n_props, hidden=32):
        super().__init__()
        self.register_buffer("centre", torch.zeros(n_props))
        self.register_buffer("spread", torch.ones(n_props))
        self.trunk = nn.Sequential(nn.Linear(n_props, hidden), nn.ReLU(),
                                   nn.Linear(hidden, hidden), nn.ReLU())
        self.strength = nn.Linear(hidden, 1)
        self.porosity = nn.Linear(hidden, 1)

    def calibrate(self, x):
        self.centre.copy_(x.mean(0))
        self.spread.copy_(x.std(0))

    def forward(self, x):
        h = self.trunk((x - self.centre) / self.spread)
        return self.strength(h).squeeze(-1), self.porosity(h).squeeze(-1)
