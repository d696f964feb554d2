from __future__ import annotations

from typing import Dict, Tuple

import torch
from torch import Tensor, nn

from .model import DetectHead


def bbox_giou(box1: Tensor, box2: Tensor, eps: float = 1e-7) -> Tensor:
    """GIoU of matching rows of two (n, 4) xywh tensors."""
    b1x1, b1x2 = box1[:, 0] - box1[:, 2] / 2, box1[:, 0] + box1[:, 2] / 2
    b1y1, b1y2 = box1[:, 1] - box1[:, 3] / 2, box1[:, 1] + box1[:, 3] / 2
    b2x1, b2x2 = box2[:, 0] - box2[:, 2] / 2, box2[:, 0] + box2[:, 2] / 2
    b2y1, b2y2 = box2[:, 1] - box2[:, 3] / 2, box2[:, 1] + box2[:, 3] / 2
    inter = (torch.min(b1x2, b2x2) - torch.max(b1x1, b2x1)).clamp(0) * \
            (torch.min(b1y2, b2y2) - torch.max(b1y1, b2y1)).clamp(0)
    union = box1[:, 2] * box1[:, 3] + box2[:, 2] * box2[:, 3] - inter + eps
    iou = inter / union
    cw = torch.max(b1x2, b2x2) - torch.min(b1x1, b2x1)
    ch = torch.max(b1y2, b2y2) - torch.min(b1y1, b2y1)
    c_area = cw * ch + eps
    return iou - (c_area - union) / c_area


class ComputeLoss:
    """Box (GIoU) + objectness + class BCE, one positive cell per ground-truth box."""

    def __init__(self, head: DetectHead, hyp: Dict[str, float]) -> None:
        self.head = head
        self.hyp = hyp
        self.bce = nn.BCEWithLogitsLoss()

    @torch.no_grad()
    def build_targets(self, p: Tensor, targets: Tensor) -> Tuple[Tensor, ...]:
        ny, nx = p.shape[1:3]
        b = targets[:, 0].long()
        tcls = targets[:, 1].long()
        tbox = targets[:, 2:6]
        gi = (tbox[:, 0] / self.head.stride).long().clamp_(0, nx - 1)
        gj = (tbox[:, 1] / self.head.stride).long().clamp_(0, ny - 1)
        return b, gj, gi, tbox, tcls

    def __call__(self, p: Tensor, targets: Tensor) -> Tuple[Tensor, Tensor]:
        b, gj, gi, tbox, tcls = self.build_targets(p, targets)
        decoded = self.head.decode(p)
        pbox = decoded[b, gj, gi, :4]
        iou = bbox_giou(pbox, tbox)
        lbox = (1.0 - iou).mean()

        tobj = torch.zeros_like(p[..., 4])
        tobj[b, gj, gi] = iou.detach().clamp(0)
        lobj = self.bce(p[..., 4], tobj)

        t = torch.zeros_like(p[b, gj, gi, 5:])
        t[torch.arange(len(tcls)), tcls] = 1.0
        lcls = self.bce(p[b, gj, gi, 5:], t)

        bs = p.shape[0]
        total = (self.hyp["box"] * lbox + self.hyp["obj"] * lobj + self.hyp["cls"] * lcls) * bs
        return total, torch.stack((lbox, lobj, lcls)).detach()
