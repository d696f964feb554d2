from __future__ import annotations

from typing import Dict

import torch
import torch.nn.functional as F
from torch import Tensor, nn


def double_conv(c_in: int, c_out: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.GroupNorm(4, c_out), nn.ReLU(),
        nn.Conv2d(c_out, c_out, 3, padding=1, bias=False), nn.GroupNorm(4, c_out), nn.ReLU())


class NucleiSegNet(nn.Module):
    NUM_CLASSES = 3  # background, interior, boundary

    def __init__(self, base: int = 16) -> None:
        super().__init__()
        self.enc1 = double_conv(3, base)
        self.enc2 = double_conv(base, base * 2)
        self.bottleneck = double_conv(base * 2, base * 4)
        self.dec2 = double_conv(base * 4 + base * 2, base * 2)
        self.dec1 = double_conv(base * 2 + base, base)
        self.classifier = nn.Conv2d(base, self.NUM_CLASSES, 1)

    def forward(self, x: Tensor) -> Tensor:
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        b = self.bottleneck(F.max_pool2d(e2, 2))
        d2 = self.dec2(upcat(b, e2))
        d1 = self.dec1(upcat(d2, e1))
        return self.classifier(d1)


def upcat(x: Tensor, skip: Tensor) -> Tensor:
    return torch.cat([F.interpolate(x, size=skip.shape[-2:], mode="bilinear",
                                    align_corners=False), skip], 1)


class SegLoss(nn.Module):
    def __init__(self, boundary_weight: float = 3.0) -> None:
        super().__init__()
        self.ce = nn.CrossEntropyLoss(weight=torch.tensor([0.2, 1.0, 1.0]))
        self.boundary_weight = boundary_weight

    def forward(self, logits: Tensor, target: Tensor) -> Dict[str, Tensor]:
        ce = self.ce(logits, target)
        bnd = target == 2
        bnd_loss = F.cross_entropy(logits.permute(0, 2, 3, 1)[bnd], target[bnd]) if bnd.any() \
            else logits.sum() * 0.0
        return {"loss_ce": ce, "loss_boundary": self.boundary_weight * bnd_loss}
