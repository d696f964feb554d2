from torch import nn


def mlp(sizes, act=nn.ReLU, last_act=None):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(a, b))
        if i < len(sizes) - 2:
            layers.append(act())
    if last_act is not None:
        layers.append(last_act())
    return nn.Sequential(*layers)


class Encoder(nn.Module):
    def __init__(self, d, z, h=64):
        super().__init__()
        self.f = mlp([d, h, h, z])

    def forward(self, x):
        return self.f(x)


class Decoder(nn.Module):
    def __init__(self, z, d, h=64):
        super().__init__()
        self.f = mlp([z, h, h, d])

    def forward(self, z):
        return self.f(z)


class LatentCritic(nn.Module):
    def __init__(self, z, h=64):
        super().__init__()
        self.f = mlp([z, h, h, 1], act=lambda: nn.LeakyReLU(0.2))

    def forward(self, z):
        return self.f(z).squeeze(-1)
