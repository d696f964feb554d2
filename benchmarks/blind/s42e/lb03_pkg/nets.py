import torch
from torch import nn

from .signals import LENGTH


class TraceGenerator(nn.Module):
    def __init__(self, z_dim=16, width=128):
        super().__init__()
        self.z_dim = z_dim
        self.net = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, LENGTH),
        )

    def forward(self, z):
        return self.net(z)

    def sample_noise(self, n, gen=None):
        return torch.randn(n, self.z_dim, generator=gen)


class TraceCritic(nn.Module):
    def __init__(self, width=128):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, 5, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(16, 16, 5, stride=2, padding=2), nn.LeakyReLU(0.2),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(16 * LENGTH // 2, width),
                                  nn.LeakyReLU(0.2), nn.Linear(width, 1))

    def forward(self, x):
        return self.head(self.conv(x.unsqueeze(1))).squeeze(1)
