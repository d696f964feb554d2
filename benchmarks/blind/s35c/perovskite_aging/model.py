from torch import nn


class LifetimeRegressor(nn.Module):
    def __init__(self, n_in, width=64, dropout=0.1):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_in, width), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(width, width), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return 2.0 + self.net(x)
