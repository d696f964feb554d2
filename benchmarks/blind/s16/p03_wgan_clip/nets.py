import torch.nn as nn


def mlp(sizes, act=nn.ReLU):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


class Generator(nn.Module):
    def __init__(self, latent_dim, data_dim, hidden):
        super().__init__()
        self.net = mlp([latent_dim, hidden, hidden, data_dim])

    def forward(self, z):
        return self.net(z)


class Critic(nn.Module):
    def __init__(self, data_dim, hidden):
        super().__init__()
        self.net = mlp([data_dim, hidden, hidden, 1])

    def forward(self, x):
        return self.net(x).view(-1)
