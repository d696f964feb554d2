from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor, nn


class ConvBNAct(nn.Module):
    def __init__(self, c_in: int, c_out: int, k: int = 3, s: int = 1) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, k, s, k // 2, bias=False)
        self.bn = nn.BatchNorm2d(c_out)
        self.act = nn.SiLU()

    def forward(self, x: Tensor) -> Tensor:
        return self.act(self.bn(self.conv(x)))


class TinyBackbone(nn.Module):
    """Three stride-2 stages -> one P3-like level (stride 8)."""

    def __init__(self, width: int = 32) -> None:
        super().__init__()
        self.stages = nn.Sequential(
            ConvBNAct(3, width // 2, 3, 2),
            ConvBNAct(width // 2, width, 3, 2),
            ConvBNAct(width, width, 3, 1),
            ConvBNAct(width, width * 2, 3, 2),
            ConvBNAct(width * 2, width * 2, 3, 1),
        )
        self.out_channels = width * 2

    def forward(self, x: Tensor) -> Tensor:
        return self.stages(x)


class DetectHead(nn.Module):
    stride: int = 8

    def __init__(self, nc: int, ch: int, anchor: Tuple[float, float] = (12.0, 12.0)) -> None:
        super().__init__()
        self.nc = nc
        self.no = nc + 5
        self.m = nn.Conv2d(ch, self.no, 1)
        self.register_buffer("anchor", torch.tensor(anchor))

    def forward(self, feat: Tensor) -> Tensor:
        return self.m(feat).permute(0, 2, 3, 1).contiguous()  # (B, ny, nx, no)

    @staticmethod
    def _make_grid(ny: int, nx: int) -> Tensor:
        yv, xv = torch.meshgrid(torch.arange(ny), torch.arange(nx), indexing="ij")
        return torch.stack((xv, yv), 2).float()

    def decode(self, p: Tensor) -> Tensor:
        """Raw head output -> absolute xywh in pixels, objectness and class scores."""
        grid = self._make_grid(p.shape[1], p.shape[2])
        y = p.sigmoid()
        y[..., 0:2] = (y[..., 0:2] * 2.0 - 0.5 + grid) * self.stride
        y[..., 2:4] = (y[..., 2:4] * 2.0) ** 2 * self.anchor
        return y


class VehicleDetector(nn.Module):
    def __init__(self, nc: int = 2, width: int = 32) -> None:
        super().__init__()
        self.backbone = TinyBackbone(width)
        self.head = DetectHead(nc, self.backbone.out_channels)

    def forward(self, images: Tensor) -> Tensor:
        return self.head(self.backbone(images))

    @torch.no_grad()
    def predict(self, images: Tensor, conf_thres: float = 0.4) -> Tensor:
        y = self.head.decode(self(images))
        return y[..., 4] > conf_thres
