from __future__ import annotations

import math
from typing import List, Sequence, Tuple, Union

import torch
from torch import Tensor, nn

from .common import C3, Conv


class Detect(nn.Module):
    def __init__(self, nc: int, anchors: Sequence[Sequence[float]], ch: Sequence[int],
                 stride: Sequence[int]) -> None:
        super().__init__()
        self.nc, self.no = nc, nc + 5
        self.nl, self.na = len(anchors), len(anchors[0]) // 2
        self.register_buffer("anchors", torch.tensor(anchors).float().view(self.nl, -1, 2))
        self.register_buffer("stride", torch.tensor(stride).float())
        self.m = nn.ModuleList(nn.Conv2d(c, self.no * self.na, 1) for c in ch)
        self.grid: List[Tensor] = [torch.empty(0)] * self.nl

    def _make_grid(self, nx: int, ny: int, i: int) -> Tuple[Tensor, Tensor]:
        yv, xv = torch.meshgrid(torch.arange(ny), torch.arange(nx), indexing="ij")
        grid = torch.stack((xv, yv), 2).expand(1, self.na, ny, nx, 2).float() - 0.5
        anchor_grid = self.anchors[i].view(1, self.na, 1, 1, 2).expand(1, self.na, ny, nx, 2)
        return grid, anchor_grid

    def forward(self, x: List[Tensor]) -> Union[List[Tensor], Tuple[Tensor, List[Tensor]]]:
        z = []
        for i in range(self.nl):
            x[i] = self.m[i](x[i])
            bs, _, ny, nx = x[i].shape
            x[i] = x[i].view(bs, self.na, self.no, ny, nx).permute(0, 1, 3, 4, 2).contiguous()
            if not self.training:
                grid, anchor_grid = self._make_grid(nx, ny, i)
                y = x[i].sigmoid()
                y[..., 0:2] = (y[..., 0:2] * 2 + grid) * self.stride[i]
                y[..., 2:4] = (y[..., 2:4] * 2) ** 2 * anchor_grid
                z.append(y.view(bs, -1, self.no))
        return x if self.training else (torch.cat(z, 1), x)


class NoduleYOLO(nn.Module):
    def __init__(self, nc: int = 1, w: int = 16,
                 anchors: Sequence[Sequence[float]] = ((4, 4, 7, 7), (10, 10, 14, 14))) -> None:
        super().__init__()
        self.backbone = nn.Sequential(Conv(1, w, 3, 2), Conv(w, 2 * w, 3, 2), C3(2 * w, 2 * w),
                                      Conv(2 * w, 4 * w, 3, 2), C3(4 * w, 4 * w))       # P3 /8
        self.down = nn.Sequential(Conv(4 * w, 4 * w, 3, 2), C3(4 * w, 4 * w))            # P4 /16
        self.detect = Detect(nc, anchors, ch=(4 * w, 4 * w), stride=(8, 16))
        self._initialize_biases()

    def forward(self, x: Tensor):
        p3 = self.backbone(x)
        return self.detect([p3, self.down(p3)])

    def _initialize_biases(self, img_size: int = 64) -> None:
        m = self.detect
        for mi, s in zip(m.m, m.stride):
            b = mi.bias.view(m.na, -1)
            b.data[:, 4] += math.log(8 / (img_size / float(s)) ** 2)
            b.data[:, 5:] += math.log(0.6 / (m.nc - 0.99))
            mi.bias = nn.Parameter(b.view(-1), requires_grad=True)
