import torch
from torch import nn

from bell_partials.foundry import PARTIALS, STATIONS


class PartialNet(nn.Module):
    """Thickness is read through a non-negative sensitivity layer (thicker wall at a station
    moves every mode's stiffness the same way), then mixed with the overall proportions."""

    def __init__(self, modes=12, hidden=64):
        super().__init__()
        self.stiffness = nn.Linear(STATIONS, modes)
        nn.init.uniform_(self.stiffness.weight, 0.0, 0.3)
        self.mix = nn.Sequential(nn.Linear(modes + 2, hidden), nn.Tanh(),
                                 nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, len(PARTIALS)))

    def forward(self, features):
        thickness, proportions = features[:, :STATIONS], features[:, STATIONS:]
        modes = self.stiffness(thickness - 1.0)
        return self.mix(torch.cat([modes, proportions], dim=1))
