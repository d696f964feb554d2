import torch
from torch import nn

from .showers import N_LAYERS


class ShowerGenerator(nn.Module):
    def __init__(self, latent_dim=8, width=64):
        super().__init__()
        self.latent_dim = latent_dim
        self.body = nn.Sequential(
            nn.Linear(latent_dim + 1, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, N_LAYERS),
        )

    def forward(self, z, cond):
        return torch.softmax(self.body(torch.cat([z, cond], dim=1)), dim=1)


class ShowerCritic(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(N_LAYERS + 1, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, fractions, cond):
        return self.body(torch.cat([fractions.sqrt(), cond], dim=1)).squeeze(1)
