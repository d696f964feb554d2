from torch import nn

from .sewershed import CHANNELS, HORIZON, LOOKBACK


class AdmissionsForecaster(nn.Module):
    def __init__(self, width=32, p_drop=0.2):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(len(CHANNELS), width, 7, padding=3),
            nn.BatchNorm1d(width),
            nn.ReLU(),
            nn.Conv1d(width, width, 7, padding=3, stride=2),
            nn.BatchNorm1d(width),
            nn.ReLU(),
        )
        self.head = nn.Sequential(
            nn.Flatten(),
            nn.Dropout(p_drop),
            nn.Linear(width * (LOOKBACK // 2), 64),
            nn.ReLU(),
            nn.Dropout(p_drop),
            nn.Linear(64, HORIZON),
        )

    def forward(self, x):
        return self.head(self.conv(x))
