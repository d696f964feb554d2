import torch
from torch import nn

from keystroke_dynamics.timings import DIM

LATENT = 8


class Forger(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(LATENT, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, DIM)
        )
        self.register_buffer("centre", torch.full((DIM,), -2.0))

    def forward(self, z):
        return self.centre + self.net(z)


class Judge(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(DIM, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1)
        )

    def forward(self, timings):
        return self.net(timings).squeeze(-1)
