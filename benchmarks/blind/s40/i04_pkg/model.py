from __future__ import annotations

from abc import ABC, abstractmethod

import torch
import torch.nn.functional as F
from torch import Tensor, nn


class Backbone(nn.Module, ABC):
    out_channels: int

    @abstractmethod
    def forward(self, x: Tensor) -> Tensor: ...


class StripeNet(Backbone):
    """Anisotropic kernels: barcodes are vertical stripes, text lines are horizontal."""

    def __init__(self, width: int = 24) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, width, (3, 7), 2, (1, 3)), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width, 3, 2, 1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, 2 * width, 3, 2, 1), nn.BatchNorm2d(2 * width), nn.ReLU(),
        )
        self.out_channels = 2 * width

    def forward(self, x: Tensor) -> Tensor:
        return self.body(x)


class BoxHead(nn.Module):
    def __init__(self, c_in: int, grid: int = 8) -> None:
        super().__init__()
        self.reduce = nn.Conv2d(c_in, 16, 1)
        self.fc = nn.Sequential(nn.Flatten(), nn.Linear(16 * grid * grid, 128), nn.ReLU(),
                                nn.Linear(128, 5))

    def forward(self, feat: Tensor) -> Tensor:
        out = self.fc(F.relu(self.reduce(feat)))
        return torch.cat([out[:, :1], out[:, 1:].sigmoid()], 1)        # logit, cx, cy, w, h


class BarcodeLocalizer(nn.Module):
    def __init__(self, backbone: Backbone) -> None:
        super().__init__()
        self.backbone = backbone
        self.head = BoxHead(backbone.out_channels)

    def forward(self, x: Tensor) -> Tensor:
        return self.head(self.backbone(x))


def box_iou_cxcywh(a: Tensor, b: Tensor) -> Tensor:
    a1, a2 = a[:, :2] - a[:, 2:] / 2, a[:, :2] + a[:, 2:] / 2
    b1, b2 = b[:, :2] - b[:, 2:] / 2, b[:, :2] + b[:, 2:] / 2
    wh = (torch.min(a2, b2) - torch.max(a1, b1)).clamp(min=0)
    inter = wh[:, 0] * wh[:, 1]
    return inter / (a[:, 2] * a[:, 3] + b[:, 2] * b[:, 3] - inter + 1e-7)


def localization_loss(pred: Tensor, target: Tensor) -> Tensor:
    present = target[:, 0] > 0.5
    l_obj = F.binary_cross_entropy_with_logits(pred[:, 0], target[:, 0])
    if not present.any():
        return l_obj
    p, t = pred[present, 1:], target[present, 1:]
    l_box = F.l1_loss(p, t) + (1.0 - box_iou_cxcywh(p, t)).mean()
    return l_obj + 2.0 * l_box
