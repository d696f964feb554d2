import torch.nn as nn


def mlp(sizes, act=nn.LeakyReLU, final=None):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act(0.2) if act is nn.LeakyReLU else act())
    if final is not None:
        layers.append(final)
    return nn.Sequential(*layers)


class Generator(nn.Module):
    def __init__(self, latent_dim=8, hidden=64):
        super().__init__()
        self.latent_dim = latent_dim
        self.net = mlp([latent_dim, hidden, hidden, 2])

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = mlp([2, hidden, hidden, 1])

    def forward(self, x):
        return self.net(x).squeeze(-1)
