from __future__ import annotations

from typing import Dict

import torch
import torch.nn.functional as F
from torch import Tensor, nn


class DBLoss(nn.Module):
    def __init__(self, alpha: float = 1.0, beta: float = 10.0, ohem_ratio: float = 3.0) -> None:
        super().__init__()
        self.alpha, self.beta, self.ohem_ratio = alpha, beta, ohem_ratio

    def balanced_bce(self, pred: Tensor, gt: Tensor) -> Tensor:
        pos = gt > 0.5
        n_pos = int(pos.sum())
        loss = F.binary_cross_entropy(pred, gt, reduction="none")
        neg_loss = loss[~pos]
        n_neg = min(int(neg_loss.numel()), int(n_pos * self.ohem_ratio))
        neg_top, _ = neg_loss.topk(n_neg)
        return (loss[pos].sum() + neg_top.sum()) / (n_pos + n_neg + 1e-6)

    @staticmethod
    def dice(pred: Tensor, gt: Tensor) -> Tensor:
        inter = (pred * gt).sum()
        return 1 - 2 * inter / (pred.sum() + gt.sum() + 1e-6)

    def forward(self, out: Dict[str, Tensor], batch: Dict[str, Tensor]) -> Dict[str, Tensor]:
        band = batch["gt_thresh"] > 0.31
        return {
            "loss_prob": self.balanced_bce(out["prob"], batch["gt_kernel"]),
            "loss_thr": self.beta * F.l1_loss(out["thresh"][band], batch["gt_thresh"][band]),
            "loss_db": self.alpha * self.dice(out["binary"], batch["gt_kernel"]),
        }
