"""Tabular encoder, masked-feature reconstruction decoder, quality head."""
import torch
from torch import nn

from .bakes import N_FEAT


class BakeEncoder(nn.Module):
    def __init__(self, latent):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2 * N_FEAT, 64), nn.ReLU(), nn.Linear(64, latent), nn.ReLU())

    def forward(self, x, mask=None):
        if mask is None:
            mask = torch.ones_like(x)
        return self.net(torch.cat([x * mask, mask], 1))


class QualityModel(nn.Module):
    def __init__(self, latent):
        super().__init__()
        self.encoder = BakeEncoder(latent)
        self.decoder = nn.Linear(latent, N_FEAT)
        self.head = nn.Sequential(nn.Linear(latent, 32), nn.ReLU(), nn.Linear(32, 2))

    def reconstruct(self, x, mask):
        return self.decoder(self.encoder(x, mask))

    def forward(self, x):
        return self.head(self.encoder(x))
