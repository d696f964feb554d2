from torch import nn


def mlp(inputs, outputs, hidden, depth):
    layers, last = [], inputs
    for _ in range(depth):
        layers += [nn.Linear(last, hidden), nn.LeakyReLU(0.2)]
        last = hidden
    layers.append(nn.Linear(last, outputs))
    return nn.Sequential(*layers)


class TripGenerator(nn.Module):
    def __init__(self, noise_dim, columns, hidden=64):
        super().__init__()
        self.noise_dim = noise_dim
        self.body = mlp(noise_dim, columns, hidden, depth=3)

    def forward(self, z):
        return self.body(z)


class Critic(nn.Module):
    def __init__(self, columns, hidden=64):
        super().__init__()
        self.body = mlp(columns, 1, hidden, depth=2)

    def forward(self, trips):
        return self.body(trips).squeeze(-1)
