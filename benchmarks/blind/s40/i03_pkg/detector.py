from __future__ import annotations

import math
from typing import Any, Dict, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .registry import BACKBONES, HEADS, NECKS


def gaussian_focal_loss(pred: Tensor, gt: Tensor, alpha: float = 2.0, gamma: float = 4.0) -> Tensor:
    eps = 1e-6
    pos = gt.eq(1).float()
    neg_w = (1 - gt).pow(gamma)
    pos_loss = -(pred + eps).log() * (1 - pred).pow(alpha) * pos
    neg_loss = -(1 - pred + eps).log() * pred.pow(alpha) * neg_w * (1 - pos)
    return (pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1.0)


@HEADS.register_module()
class CenterHead(nn.Module):
    def __init__(self, in_channels: int, num_classes: int, feat_channels: int = 32) -> None:
        super().__init__()
        self.heatmap = nn.Sequential(nn.Conv2d(in_channels, feat_channels, 3, padding=1),
                                     nn.ReLU(inplace=True), nn.Conv2d(feat_channels, num_classes, 1))
        self.wh = nn.Sequential(nn.Conv2d(in_channels, feat_channels, 3, padding=1),
                                nn.ReLU(inplace=True), nn.Conv2d(feat_channels, 2, 1))
        nn.init.constant_(self.heatmap[-1].bias, -math.log((1 - 0.1) / 0.1))

    def forward(self, feat: Tensor) -> Dict[str, Tensor]:
        return {"heatmap": self.heatmap(feat).sigmoid().clamp(1e-4, 1 - 1e-4), "wh": self.wh(feat)}

    def loss(self, out: Dict[str, Tensor], targets: Dict[str, Tensor]) -> Dict[str, Tensor]:
        mask = targets["heatmap"].amax(1) == 1
        loss_wh = F.l1_loss(out["wh"].permute(0, 2, 3, 1)[mask], targets["wh"].permute(0, 2, 3, 1)[mask])
        return {"loss_center": gaussian_focal_loss(out["heatmap"], targets["heatmap"]),
                "loss_wh": 0.1 * loss_wh}

    @torch.no_grad()
    def peaks(self, heatmap: Tensor, thr: float = 0.3) -> Tensor:
        pooled = F.max_pool2d(heatmap, 3, 1, 1)
        return (heatmap == pooled) & (heatmap > thr)


class CenterNetDetector(nn.Module):
    def __init__(self, backbone: Dict[str, Any], neck: Dict[str, Any], head: Dict[str, Any]) -> None:
        super().__init__()
        self.backbone = BACKBONES.build(backbone)
        self.neck = NECKS.build(dict(neck, in_channels=self.backbone.out_channels))
        self.bbox_head = HEADS.build(dict(head, in_channels=neck["out_channels"]))

    def forward(self, img: Tensor) -> Dict[str, Tensor]:
        return self.bbox_head(self.neck(self.backbone(img))[0])

    def forward_train(self, img: Tensor, targets: Dict[str, Tensor]) -> Dict[str, Tensor]:
        return self.bbox_head.loss(self(img), targets)


def build_detector(cfg: Dict[str, Any]) -> CenterNetDetector:
    return CenterNetDetector(**cfg["model"])


def build_optim(model: nn.Module, cfg: Dict[str, Any]) -> Tuple[torch.optim.Optimizer, Any,
                                                                 torch.cuda.amp.GradScaler]:
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=cfg["milestones"], gamma=0.1)
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    return optimizer, scheduler, scaler
