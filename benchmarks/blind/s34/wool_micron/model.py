import torch
from torch import nn


class StapleNet(nn.Module):
    def __init__(self, width=16, n_out=2):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, 2 * width, 3, padding=1), nn.GELU(),
        )
        self.pool = nn.AdaptiveAvgPool1d(8)
        self.head = nn.Linear(16 * width, n_out)

    def forward(self, profile):
        z = (profile - 20.0) / 3.0
        return self.head(self.pool(self.encoder(z)).flatten(1))

    def new_head(self, n_out):
        self.head = nn.Linear(self.head.in_features, n_out)
