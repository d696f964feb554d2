from torch import nn


class RipeningNet(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, width, 7, padding=3), nn.GELU(), nn.AvgPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.GELU(), nn.AdaptiveAvgPool1d(10),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(10 * width, 32), nn.GELU(), nn.Linear(32, 2))

    def forward(self, x):
        return self.head(self.features(x))
