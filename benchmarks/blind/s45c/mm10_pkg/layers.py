from torch import nn


class Trunk(nn.Module):
    def __init__(self, n_in, width):
        super().__init__()
        self.f = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.out_dim = width

    def forward(self, x):
        return self.f(x)
