import torch.nn as nn


class PPVRegressor(nn.Module):
    def __init__(self, n_in=6, hidden=40):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.GELU(), nn.Linear(hidden, hidden), nn.GELU())
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.head(self.trunk(x))
