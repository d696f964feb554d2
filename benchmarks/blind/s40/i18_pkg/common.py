from __future__ import annotations

import torch
from torch import Tensor, nn


class Conv(nn.Module):
    def __init__(self, c1: int, c2: int, k: int = 1, s: int = 1) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c1, c2, k, s, k // 2, bias=False)
        self.bn = nn.BatchNorm2d(c2)
        self.act = nn.SiLU(inplace=True)

    def forward(self, x: Tensor) -> Tensor:
        return self.act(self.bn(self.conv(x)))


class C3(nn.Module):
    """CSP bottleneck with 3 convolutions (one bottleneck)."""

    def __init__(self, c1: int, c2: int) -> None:
        super().__init__()
        c_ = c2 // 2
        self.cv1, self.cv2 = Conv(c1, c_), Conv(c1, c_)
        self.m = nn.Sequential(Conv(c_, c_, 1), Conv(c_, c_, 3))
        self.cv3 = Conv(2 * c_, c2)

    def forward(self, x: Tensor) -> Tensor:
        a = self.cv1(x)
        return self.cv3(torch.cat((a + self.m(a), self.cv2(x)), 1))
