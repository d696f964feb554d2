import torch
from torch import nn


class ConcentrationNet(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_in, width), nn.ELU(),
            nn.Linear(width, width), nn.ELU(),
        )
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        return torch.sigmoid(self.out(self.trunk(x)))
