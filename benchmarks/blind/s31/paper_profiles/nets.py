import torch
from torch import nn

from .profiles import SLICES


class ProfileGenerator(nn.Module):
    def __init__(self, latent=16, width=128):
        super().__init__()
        self.latent = latent
        self.net = nn.Sequential(nn.Linear(latent, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(),
                                 nn.Linear(width, SLICES))

    def forward(self, z):
        return self.net(z)

    def noise(self, n):
        return torch.randn(n, self.latent)


class ProfileCritic(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, width, 5, padding=2), nn.ReLU(),
                                  nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU())
        self.out = nn.Linear(width * SLICES // 2, 1)

    def forward(self, profile):
        return self.out(self.conv(profile[:, None, :]).flatten(1)).squeeze(1)
