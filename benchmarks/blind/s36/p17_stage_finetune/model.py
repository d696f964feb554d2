from torch import nn


class GestureNet(nn.Module):
    def __init__(self, n_classes, width=32):
        super().__init__()
        self.width = width
        self.encoder = nn.Sequential(
            nn.Conv1d(3, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.head = nn.Linear(width, n_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
