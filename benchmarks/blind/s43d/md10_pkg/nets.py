import torch.nn as nn


class TraceCNN(nn.Module):
    """1-D conv net used for every ensemble member."""

    def __init__(self, channels=16, p_drop=0.1):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(channels, channels, 5, padding=2), nn.ReLU(), nn.AdaptiveMaxPool1d(4),
        )
        self.fc = nn.Sequential(nn.Flatten(), nn.Dropout(p_drop), nn.Linear(4 * channels, 2))

    def forward(self, traces):
        return self.fc(self.conv(traces.unsqueeze(1)))


class StudentMLP(nn.Module):
    """Cheap enough to run on the sled's field laptop."""

    def __init__(self, n_in, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, traces):
        return self.net(traces)
