import torch
from torch import nn


class GaitEncoder(nn.Module):
    def __init__(self, channels=3, width=32, dim=16):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(channels, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=4, dilation=2), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.project = nn.Linear(2 * width, dim)

    def forward(self, x):
        h = self.conv(x)
        return self.project(torch.cat([h.mean(dim=2), h.amax(dim=2)], dim=1))
