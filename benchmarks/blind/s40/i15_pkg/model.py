from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor, nn


class ConvNormAct(nn.Sequential):
    def __init__(self, c_in: int, c_out: int) -> None:
        super().__init__(nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.InstanceNorm2d(c_out, affine=True),
                         nn.LeakyReLU(0.01, inplace=True))


class GliomaUNet(nn.Module):
    def __init__(self, in_channels: int = 2, num_classes: int = 3, base: int = 16) -> None:
        super().__init__()
        self.e1 = nn.Sequential(ConvNormAct(in_channels, base), ConvNormAct(base, base))
        self.e2 = nn.Sequential(ConvNormAct(base, 2 * base), ConvNormAct(2 * base, 2 * base))
        self.e3 = nn.Sequential(ConvNormAct(2 * base, 4 * base), ConvNormAct(4 * base, 4 * base))
        self.d2 = nn.Sequential(ConvNormAct(6 * base, 2 * base), ConvNormAct(2 * base, 2 * base))
        self.d1 = nn.Sequential(ConvNormAct(3 * base, base), ConvNormAct(base, base))
        self.out = nn.Conv2d(base, num_classes, 1)

    def forward(self, x: Tensor) -> Tensor:
        s1 = self.e1(x)
        s2 = self.e2(F.max_pool2d(s1, 2))
        b = self.e3(F.max_pool2d(s2, 2))
        u2 = self.d2(torch.cat([F.interpolate(b, scale_factor=2), s2], 1))
        u1 = self.d1(torch.cat([F.interpolate(u2, scale_factor=2), s1], 1))
        return self.out(u1)
