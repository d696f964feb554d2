from torch import nn


class TrackNet(nn.Module):
    def __init__(self, width, classes):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(2, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, stride=2, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(4), nn.Flatten(), nn.Linear(4 * width, classes),
        )

    def forward(self, x):
        return self.net(x)


ARCHS = {"tracknet_s": lambda c: TrackNet(16, c), "tracknet_m": lambda c: TrackNet(32, c)}
