import torch
from torch import nn


class BlockGenerator(nn.Module):
    def __init__(self, z_dim, width):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, 3 * 8 * 8), nn.Tanh(),
        )

    def forward(self, z):
        return self.net(z).view(-1, 3, 8, 8)


class BlockCritic(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, width, 3, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(width, 2 * width, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(2 * width, 2 * width, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
        )
        self.score = nn.Linear(2 * width * 2 * 2, 1)

    def forward(self, x):
        return self.score(self.features(x).flatten(1)).squeeze(1)


def set_requires_grad(module, flag):
    for p in module.parameters():
        p.requires_grad_(flag)
