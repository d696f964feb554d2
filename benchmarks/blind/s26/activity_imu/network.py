from torch import nn


class ActivityNet(nn.Module):
    def __init__(self, channels=6, classes=7, width=48, dropout=0.3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(channels, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(width, classes))

    def forward(self, windows):
        return self.classifier(self.features(windows))
