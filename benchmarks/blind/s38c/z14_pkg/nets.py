import torch
import torch.nn as nn


class CloudRemover(nn.Module):
    """Residual encoder-decoder: cloudy multispectral tile -> clear tile."""

    def __init__(self, bands=4, width=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(bands, width, 3, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=1), nn.ReLU(),
            nn.Conv2d(width, bands, 3, padding=1),
        )

    def forward(self, x):
        return x + self.net(x)


class PatchCritic(nn.Module):
    def __init__(self, bands=4, width=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(bands, width, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(width, 1, 4, stride=2, padding=1),
        )

    def forward(self, x):
        return self.net(x)
