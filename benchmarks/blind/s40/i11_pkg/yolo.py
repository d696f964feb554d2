from __future__ import annotations

import math
from typing import List, Optional, Sequence, Tuple

import torch
from torch import Tensor, nn

from .common import Bottleneck, Conv


class Detect(nn.Module):
    def __init__(self, nc: int, anchors: Sequence[Sequence[Tuple[float, float]]], ch: Sequence[int],
                 strides: Sequence[int]) -> None:
        super().__init__()
        self.nc = nc
        self.no = nc + 5
        self.nl = len(anchors)
        self.na = len(anchors[0])
        self.register_buffer("anchors", torch.tensor(anchors, dtype=torch.float32))  # (nl, na, 2)
        self.register_buffer("stride", torch.tensor(strides, dtype=torch.float32))
        self.m = nn.ModuleList(nn.Conv2d(c, self.no * self.na, 1) for c in ch)

    def forward(self, xs: List[Tensor]) -> List[Tensor]:
        out = []
        for i, x in enumerate(xs):
            bs, _, ny, nx = x.shape
            out.append(self.m[i](x).view(bs, self.na, self.no, ny, nx).permute(0, 1, 3, 4, 2).contiguous())
        return out


class PCBDetector(nn.Module):
    def __init__(self, nc: int = 3, width: int = 16,
                 anchors: Sequence[Sequence[Tuple[float, float]]] = (((5, 5), (10, 5)),
                                                                    ((14, 14), (20, 12)))) -> None:
        super().__init__()
        w = width
        self.stem = nn.Sequential(Conv(3, w, 3, 2), Conv(w, 2 * w, 3, 2), Bottleneck(2 * w))
        self.p3 = nn.Sequential(Conv(2 * w, 4 * w, 3, 2), Bottleneck(4 * w))       # stride 8
        self.p4 = nn.Sequential(Conv(4 * w, 4 * w, 3, 2), Bottleneck(4 * w))       # stride 16
        self.detect = Detect(nc, anchors, ch=(4 * w, 4 * w), strides=(8, 16))
        self._initialize_biases()

    def forward(self, x: Tensor) -> List[Tensor]:
        p3 = self.p3(self.stem(x))
        return self.detect([p3, self.p4(p3)])

    def _initialize_biases(self, cf: Optional[Tensor] = None, img_size: int = 64) -> None:
        """Objectness/class bias priors (cf: class frequencies), cf. RetinaNet section 3.3."""
        det = self.detect
        for mi, s in zip(det.m, det.stride):
            b = mi.bias.view(det.na, -1)
            b[:, 4] += math.log(8 / (img_size / float(s)) ** 2)
            b[:, 5:] += math.log(0.6 / (det.nc - 0.99)) if cf is None else torch.log(cf / cf.sum())
            mi.bias = nn.Parameter(b.view(-1), requires_grad=True)
