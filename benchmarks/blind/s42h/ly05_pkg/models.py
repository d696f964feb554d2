"""Tutorial 5: a 1-D conv net for tea spectra, built up in two steps."""
import torch
from torch import nn


class TeaMLP(nn.Module):
    def __init__(self, n_bands, n_classes, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_bands, hidden), nn.ReLU(), nn.Linear(hidden, n_classes))

    def forward(self, x):
        return self.net(x)


class TeaConv(nn.Module):
    def __init__(self, n_bands, n_classes, channels=8):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, kernel_size=5, padding=2),
            nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(channels, channels, kernel_size=5, padding=2),
            nn.ReLU(),
        )
        self.head = nn.Linear(channels * (n_bands // 2), n_classes)

    def forward(self, x):
        z = self.conv(x.unsqueeze(1))
        return self.head(z.flatten(1))
