import torch.nn as nn

from .config import CFG


def make_backbone():
    return nn.Sequential(
        nn.Conv2d(CFG.n_obs, 24, 3, padding=1), nn.BatchNorm2d(24), nn.SiLU(),
        nn.Conv2d(24, 32, 3, padding=1, stride=2), nn.BatchNorm2d(32), nn.SiLU(),
        nn.Conv2d(32, 32, 3, padding=1), nn.BatchNorm2d(32), nn.SiLU(),
        nn.AdaptiveMaxPool2d(1), nn.Flatten())


class SETINet(nn.Module):
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(32, 1))

    def forward(self, x):
        return self.head(self.backbone(x)).squeeze(1)
