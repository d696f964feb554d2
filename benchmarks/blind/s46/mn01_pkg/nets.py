import torch.nn as nn


class TopEncoder(nn.Module):
    """1-D conv encoder over the three gyro channels."""

    def __init__(self, in_ch=3, width=32, out_dim=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(in_ch, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, stride=2, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, out_dim, 3, stride=2, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )

    def forward(self, x):
        return self.body(x).flatten(1)


class MLPHead(nn.Module):
    """Projector / predictor head (Linear-BN-ReLU-Linear)."""

    def __init__(self, in_dim, hidden, out_dim):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Linear(hidden, out_dim)
        )

    def forward(self, x):
        return self.net(x)
