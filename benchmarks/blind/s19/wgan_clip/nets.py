import torch.nn as nn


class SeriesGenerator(nn.Module):
    def __init__(self, noise_dim=8, length=24, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(noise_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, length))

    def forward(self, z):
        return self.net(z)


class Critic(nn.Module):
    def __init__(self, length=24, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(length, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(1)
