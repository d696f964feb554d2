from torch import nn


class Generator(nn.Module):
    def __init__(self, z_dim=4, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, z):
        return self.body(z)


class Discriminator(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, hidden), nn.LeakyReLU(0.2),
                                  nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(x)
