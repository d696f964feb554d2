"""Encoder, task classifier and the adversary that tries to recover the group."""
from torch import nn


def mlp(sizes, act=nn.ReLU):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), act()]
    return nn.Sequential(*layers[:-1])


class Encoder(nn.Module):
    def __init__(self, d_in, d_z=8, hidden=32):
        super().__init__()
        self.body = mlp([d_in, hidden, d_z])

    def forward(self, x):
        return self.body(x)


class Head(nn.Module):
    def __init__(self, d_z, hidden=16):
        super().__init__()
        self.body = mlp([d_z, hidden, 1])

    def forward(self, z):
        return self.body(z).squeeze(-1)
