from __future__ import annotations

from typing import List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor

from .yolo import Detect


class ComputeLoss:
    def __init__(self, det: Detect, hyp: Tuple[float, float, float] = (0.05, 1.0, 0.5),
                 obj_pw: float = 8.0) -> None:
        self.det, self.hyp = det, hyp
        self.obj_pw = torch.tensor(obj_pw)

    def build_targets(self, targets: Tensor) -> Tuple[Tensor, Tensor]:
        ratio = targets[:, None, 4:6] / self.det.anchors.view(-1, 2)[None]
        best = torch.max(ratio, 1 / ratio).amax(2).argmin(1)
        return best // self.det.na, best % self.det.na

    def __call__(self, p: List[Tensor], targets: Tensor) -> Tuple[Tensor, Tensor]:
        lvl, anc = self.build_targets(targets)
        lbox = lobj = lcls = torch.zeros(())
        for i, pi in enumerate(p):
            tobj = torch.zeros(pi.shape[:4])
            k = lvl == i
            if k.any():
                t, a = targets[k], anc[k]
                s = self.det.stride[i]
                b, gxy = t[:, 0].long(), t[:, 2:4] / s
                gij = gxy.long()
                ps = pi[b, a, gij[:, 1], gij[:, 0]]
                pxy = ps[:, :2].sigmoid() * 2 - 0.5
                pwh = (ps[:, 2:4].sigmoid() * 2) ** 2 * self.det.anchors[i][a]
                lbox = lbox + F.smooth_l1_loss(pxy, gxy - gij) + F.smooth_l1_loss(pwh, t[:, 4:6]) / 4
                tobj[b, a, gij[:, 1], gij[:, 0]] = 1.0
            lobj = lobj + F.binary_cross_entropy_with_logits(pi[..., 4], tobj, pos_weight=self.obj_pw)
        loss = self.hyp[0] * lbox + self.hyp[1] * lobj
        return loss * p[0].shape[0], torch.stack((lbox, lobj, lcls)).detach()
