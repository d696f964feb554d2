from torch import nn

from .sensors import N_PIEZO


class SeepageNet(nn.Module):
    def __init__(self, channels=N_PIEZO + 2, width=32):
        super().__init__()
        self.temporal = nn.Sequential(
            nn.Conv1d(channels, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=4, dilation=2), nn.GELU(),
        )
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.cls = nn.Sequential(nn.Flatten(), nn.Dropout(0.1), nn.Linear(width, 1))

    def forward(self, x):
        return self.cls(self.pool(self.temporal(x))).squeeze(1)
