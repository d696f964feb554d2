import torch
from torch import nn

from .flights import N_POINTS


class PathGenerator(nn.Module):
    def __init__(self, z_dim=16, width=64):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, N_POINTS),
        )

    def forward(self, z):
        return self.body(z)

    def sample_noise(self, n):
        return torch.randn(n, self.z_dim)


class PathCritic(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 8, 5, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(8, 16, 5, padding=2, stride=2), nn.LeakyReLU(0.2),
        )
        self.fc = nn.Sequential(
            nn.Flatten(),
            nn.Linear(16 * (N_POINTS // 2), width), nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, paths):
        return self.fc(self.conv(paths.unsqueeze(1))).squeeze(1)
