import torch.nn as nn


class ProfileGenerator(nn.Module):
    def __init__(self, z_dim=16, hidden=128, length=24):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(nn.Linear(z_dim, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, length), nn.Sigmoid())

    def forward(self, z):
        return self.body(z)


class ProfileCritic(nn.Module):
    def __init__(self, hidden=128, length=24):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(length, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(x).squeeze(-1)
