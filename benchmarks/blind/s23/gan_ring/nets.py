import torch.nn as nn


def mlp(sizes, slope=0.2):
    layers = []
    for i, (fan_in, fan_out) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(fan_in, fan_out))
        if i < len(sizes) - 2:
            layers.append(nn.LeakyReLU(slope))
    return nn.Sequential(*layers)


class Generator(nn.Module):
    def __init__(self, latent_dim, hidden):
        super().__init__()
        self.latent_dim = latent_dim
        self.net = mlp([latent_dim, hidden, hidden, 2])

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.net = mlp([2, hidden, hidden, 1])

    def forward(self, points):
        return self.net(points)
