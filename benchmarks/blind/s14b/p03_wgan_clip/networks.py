import torch.nn as nn


def mlp(sizes, act=nn.ReLU):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


class Generator(nn.Module):
    def __init__(self, z_dim, x_dim, hidden):
        super().__init__()
        self.body = mlp([z_dim, hidden, hidden, x_dim])

    def forward(self, z):
        return self.body(z)


class Critic(nn.Module):
    def __init__(self, x_dim, hidden):
        super().__init__()
        self.body = mlp([x_dim, hidden, hidden, 1], act=lambda: nn.LeakyReLU(0.2))

    def forward(self, x):
        return self.body(x).view(-1)
