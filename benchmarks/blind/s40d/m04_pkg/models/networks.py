import torch.nn as nn


class VibEncoder(nn.Module):
    """1-D conv encoder for accelerometer windows (LeNet-like, as in the ADDA paper)."""

    def __init__(self, in_ch=1, feat_dim=64):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(in_ch, 16, 7, stride=2, padding=3), nn.BatchNorm1d(16), nn.ReLU(),
            nn.Conv1d(16, 32, 5, stride=2, padding=2), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, 32, 5, stride=2, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(4),
        )
        self.fc = nn.Linear(32 * 4, feat_dim)

    def forward(self, x):
        return self.fc(self.encoder(x).flatten(1))


class FaultClassifier(nn.Module):
    def __init__(self, feat_dim=64, num_classes=4):
        super().__init__()
        self.fc = nn.Sequential(nn.ReLU(), nn.Dropout(0.2), nn.Linear(feat_dim, num_classes))

    def forward(self, feat):
        return self.fc(feat)


class DomainCritic(nn.Module):
    def __init__(self, feat_dim=64, hidden=128):
        super().__init__()
        self.layer = nn.Sequential(
            nn.Linear(feat_dim, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, 2),
        )

    def forward(self, feat):
        return self.layer(feat)
