import torch
import torch.nn as nn


class CondGenerator(nn.Module):
    def __init__(self, z_dim=8, n_classes=3, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.embed = nn.Embedding(n_classes, 8)
        self.net = nn.Sequential(nn.Linear(z_dim + 8, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, z, c):
        return self.net(torch.cat([z, self.embed(c)], dim=1))


class ProjectionCritic(nn.Module):
    def __init__(self, n_classes=3, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2))
        self.out = nn.Linear(hidden, 1)
        self.proj = nn.Embedding(n_classes, hidden)

    def forward(self, x, c):
        h = self.body(x)
        return self.out(h).squeeze(1) + (self.proj(c) * h).sum(1)
