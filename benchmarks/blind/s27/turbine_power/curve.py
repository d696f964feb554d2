from torch import nn


class PowerCurve(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width),
                                 nn.SiLU(), nn.Linear(width, 1), nn.Sigmoid())

    def forward(self, x):
        return self.net(x).squeeze(1)
