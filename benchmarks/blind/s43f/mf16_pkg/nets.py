from torch import nn


class ProfileCNN(nn.Module):
    def __init__(self, n_classes, channels=16, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(4, channels, 5, padding=2), nn.ReLU(),
            nn.Conv1d(channels, 2 * channels, 5, padding=2, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(4), nn.Flatten(), nn.Dropout(dropout))
        self.classifier = nn.Linear(8 * channels, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x))
