from __future__ import annotations

from typing import List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor

from .yolo import Detect


class ComputeLoss:
    """Each box goes to the (level, anchor) pair with the closest shape; yolov5-style xywh."""

    def __init__(self, det: Detect, box_w: float = 0.05, obj_w: float = 1.0, cls_w: float = 0.5) -> None:
        self.det = det
        self.w = (box_w, obj_w, cls_w)

    @torch.no_grad()
    def assign(self, targets: Tensor) -> Tuple[Tensor, Tensor]:
        wh = targets[:, 4:6]
        anchors = self.det.anchors.view(-1, 2)                          # (nl*na, 2)
        ratio = wh[:, None] / anchors[None]
        fit = torch.max(ratio, 1 / ratio).amax(2)                       # (nt, nl*na)
        best = fit.argmin(1)
        return best // self.det.na, best % self.det.na

    def __call__(self, preds: List[Tensor], targets: Tensor) -> Tuple[Tensor, Tensor]:
        lvl, anc = self.assign(targets)
        lbox = lobj = lcls = torch.zeros(())
        for i, p in enumerate(preds):
            tobj = torch.zeros_like(p[..., 4])
            sel = lvl == i
            if sel.any():
                t = targets[sel]
                a = anc[sel]
                s = float(self.det.stride[i])
                b = t[:, 0].long()
                gx, gy = t[:, 2] / s, t[:, 3] / s
                gi = gx.long().clamp(0, p.shape[3] - 1)
                gj = gy.long().clamp(0, p.shape[2] - 1)
                ps = p[b, a, gj, gi]
                pxy = ps[:, :2].sigmoid() * 2 - 0.5
                pwh = (ps[:, 2:4].sigmoid() * 2) ** 2 * self.det.anchors[i, a]
                txy = torch.stack([gx - gi, gy - gj], 1)
                lbox = lbox + F.l1_loss(pxy, txy) + F.l1_loss(pwh.log(), t[:, 4:6].log())
                tobj[b, a, gj, gi] = 1.0
                onehot = F.one_hot(t[:, 1].long(), self.det.nc).float()
                lcls = lcls + F.binary_cross_entropy_with_logits(ps[:, 5:], onehot)
            lobj = lobj + F.binary_cross_entropy_with_logits(p[..., 4], tobj)
        total = self.w[0] * lbox + self.w[1] * lobj + self.w[2] * lcls
        return total * preds[0].shape[0], torch.stack([lbox, lobj, lcls]).detach()
