from torch import nn


class PowerRegressor(nn.Module):
    """Residual correction on top of a linear SRK-like baseline."""

    def __init__(self, n_in, width=64):
        super().__init__()
        self.linear = nn.Linear(n_in, 1)
        self.residual = nn.Sequential(nn.Linear(n_in, width), nn.GELU(),
                                      nn.Linear(width, width), nn.GELU(),
                                      nn.Linear(width, 1))

    def forward(self, x):
        return (self.linear(x) + self.residual(x)).squeeze(-1)
