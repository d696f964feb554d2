import torch
import torch.nn as nn


class ProfileNet(nn.Module):
    def __init__(self, width=24, depth=3):
        super().__init__()
        layers = [nn.Linear(1, width), nn.Tanh()]
        for _ in range(depth - 1):
            layers += [nn.Linear(width, width), nn.Tanh()]
        layers.append(nn.Linear(width, 1))
        self.body = nn.Sequential(*layers)

    def forward(self, z):
        return self.body(z)


class CollocationWeights(nn.Module):
    """One trainable weight per collocation point (McClenny & Braga-Neto style);
    the weights are pushed *up* where the residual stays large."""

    def __init__(self, n_points, init=1.0):
        super().__init__()
        self.raw = nn.Parameter(torch.full((n_points, 1), float(init)))

    def forward(self, residual):
        return (self.raw ** 2 * residual ** 2).mean()
