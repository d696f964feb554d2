from torch import nn


class FlowDetector(nn.Module):
    def __init__(self, features, attacks, hidden=96, dropout=0.1):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(features, hidden), nn.LayerNorm(hidden), nn.GELU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.GELU(),
            nn.Linear(hidden, attacks),
        )
        nn.init.constant_(self.net[-1].bias, -2.0)

    def forward(self, x):
        return self.net(x)
