import torch
from torch import nn


class RoomTimeNet(nn.Module):
    """MLP whose depth and width are chosen by the search."""

    def __init__(self, n_in, n_layers=2, width=32, dropout=0.1):
        super().__init__()
        self.blocks = []
        d = n_in
        for _ in range(n_layers):
            self.blocks.append(nn.Sequential(nn.Linear(d, width), nn.SiLU(), nn.Dropout(dropout)))
            d = width
        self.readout = nn.Linear(d, 1)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.readout(x).squeeze(-1)
