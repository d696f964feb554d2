import torch.nn as nn


class DripNet(nn.Module):
    def __init__(self, n_stats, n_regimes, hidden=48):
        super().__init__()
        self.stack = nn.Sequential(
            nn.Linear(n_stats, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_regimes),
        )

    def forward(self, x):
        return self.stack(x)
