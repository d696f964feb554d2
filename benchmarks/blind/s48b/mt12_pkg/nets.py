import torch
import torch.nn as nn


def mlp(n_in, width, depth):
    layers = [nn.Linear(n_in, width), nn.Tanh()]
    for _ in range(depth - 1):
        layers += [nn.Linear(width, width), nn.Tanh()]
    return nn.Sequential(*layers, nn.Linear(width, 1))


class MeltFilm(nn.Module):
    """u(x, t) and the interface position s(t) as two small networks; the front
    is parameterised as s = sqrt(t) * softplus(g(t)) so it starts at zero."""

    def __init__(self, width=24, depth=3):
        super().__init__()
        self.nets = nn.ModuleDict({"temp": mlp(2, width, depth), "front": mlp(1, 12, 2)})

    def temperature(self, x, t):
        return self.nets["temp"](torch.cat([x, t], dim=1))

    def front(self, t):
        return torch.sqrt(t) * nn.functional.softplus(self.nets["front"](t))
