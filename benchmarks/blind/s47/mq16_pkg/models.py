import torch.nn as nn


class TrajectoryGenerator(nn.Module):
    def __init__(self, z_dim, length, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, length))

    def forward(self, z):
        return self.net(z)


class TrajectoryCritic(nn.Module):
    def __init__(self, length, hidden=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(length, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.score = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.score(self.features(x)).squeeze(-1)
