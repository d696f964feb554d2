"""Step 2 of the tutorial: the same regression as an nn.Module."""
from torch import nn


class GlideNet(nn.Module):
    def __init__(self, n_in, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.out(self.body(x))
