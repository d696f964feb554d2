from __future__ import annotations

from typing import Dict

import torch
import torch.nn.functional as F
from torch import Tensor, nn


def cbr(c_in: int, c_out: int, s: int = 1) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, s, 1, bias=False), nn.BatchNorm2d(c_out),
                         nn.ReLU(inplace=True))


class DBHead(nn.Module):
    def __init__(self, c_in: int, k: float = 50.0) -> None:
        super().__init__()
        self.k = k
        self.binarize = nn.Sequential(cbr(c_in, c_in // 2), nn.ConvTranspose2d(c_in // 2, 1, 2, 2))
        self.thresh = nn.Sequential(cbr(c_in, c_in // 2), nn.ConvTranspose2d(c_in // 2, 1, 2, 2))

    def forward(self, feat: Tensor) -> Dict[str, Tensor]:
        prob = torch.sigmoid(self.binarize(feat))
        thr = torch.sigmoid(self.thresh(feat))
        binary = torch.reciprocal(1.0 + torch.exp(-self.k * (prob - thr)))
        return {"prob": prob, "thresh": thr, "binary": binary}


class DBNet(nn.Module):
    def __init__(self, width: int = 16) -> None:
        super().__init__()
        self.c2 = nn.Sequential(cbr(1, width), cbr(width, width, 2))           # 1/2
        self.c3 = cbr(width, width * 2, 2)                                       # 1/4
        self.lat2 = nn.Conv2d(width, width * 2, 1)
        self.smooth = cbr(width * 2, width * 2)
        self.head = DBHead(width * 2)

    def forward(self, img: Tensor) -> Dict[str, Tensor]:
        c2 = self.c2(img)
        c3 = self.c3(c2)
        p2 = self.smooth(self.lat2(c2) + F.interpolate(c3, size=c2.shape[-2:], mode="nearest"))
        return self.head(p2)
