from torch import nn


class HardnessNet(nn.Module):
    def __init__(self, features=8, width=96, dropout=0.1):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(features, width), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(width, width), nn.SiLU(), nn.Dropout(dropout),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.layers(x).squeeze(-1)
