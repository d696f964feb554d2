from torch import nn


def mlp(sizes, act=nn.LeakyReLU):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


class Encoder(nn.Module):
    def __init__(self, in_dim, hidden, code_dim):
        super().__init__()
        self.body = mlp([in_dim, hidden, hidden, code_dim])

    def forward(self, x):
        return self.body(x)


class Decoder(nn.Module):
    def __init__(self, code_dim, hidden, out_dim):
        super().__init__()
        self.body = mlp([code_dim, hidden, hidden, out_dim])

    def forward(self, z):
        return self.body(z)


class CodeDiscriminator(nn.Module):
    """Tells codes drawn from the prior apart from encoder codes."""

    def __init__(self, code_dim, hidden):
        super().__init__()
        self.body = mlp([code_dim, hidden, hidden, 1])

    def forward(self, z):
        return self.body(z).squeeze(1)
