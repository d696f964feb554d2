import torch
from torch import nn

from .profiles import BINS


class ProfileGenerator(nn.Module):
    def __init__(self, z_dim=16, hidden=128):
        super().__init__()
        self.z_dim = z_dim
        self.net = nn.Sequential(
            nn.Linear(z_dim, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, BINS),
        )

    def sample_noise(self, n):
        return torch.randn(n, self.z_dim)

    def forward(self, z):
        return torch.softmax(self.net(z), dim=1)


class ProfileCritic(nn.Module):
    def __init__(self, hidden=128):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(BINS, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden // 2), nn.LeakyReLU(0.2),
            nn.Linear(hidden // 2, 1),
        )

    def forward(self, p):
        # log-shares make the tails visible to the critic
        return self.net(torch.log(p * BINS + 1e-4)).squeeze(1)
