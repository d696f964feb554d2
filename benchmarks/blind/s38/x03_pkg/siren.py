import math

import torch
import torch.nn as nn


class SineLayer(nn.Module):
    def __init__(self, in_features, out_features, omega_0=30.0, first=False):
        super().__init__()
        self.omega_0 = omega_0
        self.linear = nn.Linear(in_features, out_features)
        bound = 1.0 / in_features if first else math.sqrt(6.0 / in_features) / omega_0
        nn.init.uniform_(self.linear.weight, -bound, bound)

    def forward(self, x):
        return torch.sin(self.omega_0 * self.linear(x))


class Siren(nn.Module):
    def __init__(self, in_features=2, hidden=64, layers=3, out_features=1, omega_0=30.0):
        super().__init__()
        blocks = [SineLayer(in_features, hidden, omega_0, first=True)]
        blocks += [SineLayer(hidden, hidden, omega_0) for _ in range(layers - 1)]
        self.body = nn.Sequential(*blocks)
        self.head = nn.Linear(hidden, out_features)

    def forward(self, coords):
        return self.head(self.body(coords))
