from torch import nn


class ImbalanceNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(3, width, 9, padding=4), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 9, stride=2, padding=4), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 9, stride=2, padding=4), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten(),
        )
        self.head = nn.Sequential(nn.Linear(8 * width, 64), nn.ReLU(), nn.Linear(64, 2))

    def forward(self, x):
        return self.head(self.features(x))
