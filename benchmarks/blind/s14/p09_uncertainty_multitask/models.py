import torch.nn as nn


class FaceNet(nn.Module):
    """Shared conv trunk with an attribute head (multi-label) and a landmark head (regression)."""

    def __init__(self, n_attrs=8, n_landmarks=5):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv2d(3, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(64, 128, 3, padding=1), nn.BatchNorm2d(128), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.attr_head = nn.Linear(128, n_attrs)
        self.lmk_head = nn.Sequential(nn.Linear(128, 64), nn.ReLU(), nn.Linear(64, 2 * n_landmarks))

    def forward(self, x):
        feats = self.trunk(x)
        return {"attrs": self.attr_head(feats), "landmarks": self.lmk_head(feats)}
