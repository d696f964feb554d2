from __future__ import annotations

import torch.nn.functional as F
from torch import Tensor, nn


class ResidualUnit(nn.Module):
    def __init__(self, c: int) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c, 3, padding=1),
                                  nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c, 3, padding=1))

    def forward(self, x: Tensor) -> Tensor:
        return x + self.body(x)


class HourglassLite(nn.Module):
    def __init__(self, n_points: int = 5, c: int = 32) -> None:
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, c, 3, 2, 1), nn.BatchNorm2d(c), nn.ReLU())  # 1/2
        self.down = nn.Sequential(nn.MaxPool2d(2), ResidualUnit(c))                          # 1/4
        self.inner = ResidualUnit(c)
        self.skip = ResidualUnit(c)
        self.head = nn.Conv2d(c, n_points, 1)

    def forward(self, x: Tensor) -> Tensor:
        x = self.stem(x)
        up = F.interpolate(self.inner(self.down(x)), scale_factor=2, mode="nearest")
        return self.head(self.skip(x) + up)
