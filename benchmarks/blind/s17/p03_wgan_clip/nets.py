import torch.nn as nn


def mlp(sizes, act=nn.LeakyReLU):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), act()]
    return nn.Sequential(*layers[:-1])


class Sampler(nn.Module):
    def __init__(self, z_dim=4, width=32, out_dim=2):
        super().__init__()
        self.z_dim = z_dim
        self.net = mlp([z_dim, width, width, out_dim])

    def forward(self, z):
        return self.net(z)


class Critic(nn.Module):
    def __init__(self, in_dim=2, width=32):
        super().__init__()
        self.net = mlp([in_dim, width, width, 1])

    def forward(self, x):
        return self.net(x).squeeze(-1)
