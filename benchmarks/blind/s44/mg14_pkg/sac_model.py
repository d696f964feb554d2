import torch
from torch import nn

from .registry import MODELS


@MODELS.register("sac_net")
class SacNet(nn.Module):
    """Predicts a diver's surface air consumption (L/min); the physics turns it into bar used."""

    def __init__(self, in_dim=8, hidden=48, base_sac=14.0):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(inplace=True),
                                 nn.Linear(hidden, hidden), nn.ReLU(inplace=True), nn.Linear(hidden, 1))
        self.log_base = nn.Parameter(torch.tensor(base_sac).log())

    def forward(self, x):
        return torch.exp(self.log_base + self.mlp(x).squeeze(1))


def bar_used(sac, aux):
    depth, minutes, tank = aux.unbind(1)
    return sac * (1 + depth / 10) * minutes / tank
