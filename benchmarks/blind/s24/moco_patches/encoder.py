import torch.nn.functional as F
from torch import nn


class PatchEncoder(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.head = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, dim))

    def features(self, x):
        return self.backbone(x)

    def forward(self, x):
        return F.normalize(self.head(self.features(x)), dim=1)
