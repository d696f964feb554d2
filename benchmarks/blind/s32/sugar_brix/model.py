from torch import nn


class ExtractionNet(nn.Module):
    def __init__(self, n_features, n_targets, hidden=96, dropout=0.05):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_features, hidden), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, n_targets),
        )

    def forward(self, x):
        return self.net(x)
