import torch
from torch import nn

from .sensors import TRACE


class ClogDetector(nn.Module):
    def __init__(self, n_scalar=3, width=32):
        super().__init__()
        self.trace = nn.Sequential(
            nn.Conv1d(1, width, 7, padding=3), nn.ReLU(),
            nn.Conv1d(width, width, 7, stride=2, padding=3), nn.ReLU(),
            nn.AdaptiveMaxPool1d(4), nn.Flatten(),
        )
        self.mix = nn.Sequential(nn.Linear(4 * width + n_scalar, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, current, scalars):
        return self.mix(torch.cat([self.trace(current), scalars], dim=1)).squeeze(1)
