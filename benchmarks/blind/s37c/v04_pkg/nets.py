import torch.nn as nn


def mlp(i, h, o, act):
    return nn.Sequential(nn.Linear(i, h), act(), nn.Linear(h, h), act(), nn.Linear(h, o))


class Generator(nn.Module):
    def __init__(self, z_dim=8, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.net = mlp(z_dim, hidden, 2, nn.ReLU)

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = mlp(2, hidden, 1, lambda: nn.LeakyReLU(0.2))

    def forward(self, x):
        return self.net(x)
