import torch
from torch import nn

from spectra import HARMONICS


class ReedGenerator(nn.Module):
    def __init__(self, z_dim=8, n_cond=3, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(nn.Linear(z_dim + n_cond, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2))
        self.levels = nn.Linear(hidden, HARMONICS)
        self.pitch = nn.Linear(hidden, 1)

    def forward(self, z, cond):
        h = self.body(torch.cat([z, cond], dim=1))
        return self.levels(h), self.pitch(h)


class ReedCritic(nn.Module):
    def __init__(self, n_cond=3, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(HARMONICS + 1 + n_cond, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, 1))

    def forward(self, levels, pitch, cond):
        return self.body(torch.cat([levels, pitch, cond], dim=1))
