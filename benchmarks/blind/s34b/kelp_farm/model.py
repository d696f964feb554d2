from torch import nn


class GrowthNet(nn.Module):
    def __init__(self, d_in=5, hidden=64, dropout=0.05):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(d_in, hidden), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1), nn.Softplus(),
        )

    def forward(self, x):
        return self.net(x)
