from torch import nn

from .beats import LENGTH


class BeatClassifier(nn.Module):
    def __init__(self, n_classes, channels=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(channels, channels, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2),
            nn.Flatten(),
        )
        self.head = nn.Linear(channels * (LENGTH // 4), n_classes)

    def forward(self, x):
        return self.head(self.body(x))
