from __future__ import annotations

import math

from torch import Tensor, nn


class MitosisNet(nn.Module):
    def __init__(self, width: int = 24) -> None:
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(3, width, 3, 2, 1), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.Conv2d(width, width, 3, 1, 1), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.Conv2d(width, 2 * width, 3, 2, 1), nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
            nn.Conv2d(2 * width, 2 * width, 3, 1, 1), nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
        )
        self.center = nn.Conv2d(2 * width, 1, 1)
        nn.init.constant_(self.center.bias, -math.log(99.0))

    def forward(self, x: Tensor) -> Tensor:
        return self.center(self.backbone(x))      # logits at stride 4


def build_model(width: int = 24) -> MitosisNet:
    return MitosisNet(width)
