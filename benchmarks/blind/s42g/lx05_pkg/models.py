import torch.nn as nn

from .throws import STEPS


class Thrower(nn.Module):
    def __init__(self, z_dim=6, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, 2 * STEPS))

    def forward(self, z):
        return self.net(z)


class ArcCritic(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2 * STEPS, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden),
                                 nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, arcs):
        return self.net(arcs)
