from torch import nn


class ProfileClassifier(nn.Module):
    def __init__(self, n_classes, channels=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3, padding_mode="circular"), nn.ReLU(),
            nn.Conv1d(channels, channels, 7, padding=3, padding_mode="circular"), nn.ReLU(),
        )
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.head = nn.Linear(channels, n_classes)

    def forward(self, profiles):
        h = self.features(profiles.unsqueeze(1))
        return self.head(self.pool(h).squeeze(2))
