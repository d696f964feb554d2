import torch
from torch import nn


class Imputer(nn.Module):
    def __init__(self, width, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2 * width, hidden), nn.SiLU(),
                                  nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, width))

    def forward(self, reading, observed):
        guess = self.body(torch.cat([reading, observed], dim=1))
        return observed * reading + (1 - observed) * guess


def swarm_head(width, hidden=32):
    return nn.Sequential(nn.Linear(width, hidden), nn.Tanh(), nn.Linear(hidden, 1))
