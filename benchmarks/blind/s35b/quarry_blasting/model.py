from torch import nn


class BlastNet(nn.Module):
    def __init__(self, n_features, n_outcomes, width=48, dropout=0.2):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(n_features, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(width, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(width, n_outcomes),
        )

    def forward(self, x):
        return self.layers(x)
