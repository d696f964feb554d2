from torch import nn


def mlp(sizes, final=None):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), nn.LeakyReLU(0.2)]
    layers = layers[:-1]
    if final is not None:
        layers.append(final)
    return nn.Sequential(*layers)


class EnvelopeGenerator(nn.Module):
    def __init__(self, latent, steps):
        super().__init__()
        self.net = mlp([latent, 96, 96, steps])

    def forward(self, z):
        return self.net(z)


class EnvelopeDiscriminator(nn.Module):
    def __init__(self, steps):
        super().__init__()
        self.net = mlp([steps, 96, 48, 1])

    def forward(self, env):
        return self.net(env).squeeze(-1)
