from torch import nn


def trunk(n_in, width, depth):
    layers, d = [], n_in
    for _ in range(depth):
        layers += [nn.Linear(d, width), nn.SiLU()]
        d = width
    return nn.Sequential(*layers)


class SimulatorNet(nn.Module):
    """Big network fitted on the physics simulator; used as a frozen teacher."""

    def __init__(self, n_in, n_out, width=128):
        super().__init__()
        self.body = trunk(n_in, width, 3)
        self.out = nn.Linear(width, n_out)

    def forward(self, x):
        return self.out(self.body(x))
