from __future__ import annotations

import math
from typing import Dict

from torch import Tensor, nn

from .torch_utils import fuse_conv_and_bn


class ConvBNAct(nn.Module):
    def __init__(self, c1: int, c2: int, k: int = 3, s: int = 1) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c1, c2, k, s, k // 2, bias=False)
        self.bn = nn.BatchNorm2d(c2)
        self.act = nn.SiLU()

    def forward(self, x: Tensor) -> Tensor:
        return self.act(self.bn(self.conv(x)))

    def forward_fuse(self, x: Tensor) -> Tensor:
        return self.act(self.conv(x))


class WheatHeadNet(nn.Module):
    def __init__(self, width: int = 24) -> None:
        super().__init__()
        self.body = nn.Sequential(ConvBNAct(3, width, 3, 2), ConvBNAct(width, width),
                                  ConvBNAct(width, 2 * width, 3, 2), ConvBNAct(2 * width, 2 * width))
        self.heat = nn.Conv2d(2 * width, 1, 1)
        self.wh = nn.Conv2d(2 * width, 2, 1)
        nn.init.constant_(self.heat.bias, -math.log(99.0))

    def forward(self, x: Tensor) -> Dict[str, Tensor]:
        f = self.body(x)
        return {"heat": self.heat(f), "wh": self.wh(f)}

    def fuse(self) -> "WheatHeadNet":
        for m in self.modules():
            if isinstance(m, ConvBNAct) and hasattr(m, "bn"):
                m.conv = fuse_conv_and_bn(m.conv, m.bn)
                delattr(m, "bn")
                m.forward = m.forward_fuse
        return self
