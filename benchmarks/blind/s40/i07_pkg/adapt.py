from __future__ import annotations

from typing import Any, Dict, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

SOURCE, TARGET = 0.0, 1.0


def set_requires_grad(module: nn.Module, flag: bool) -> None:
    for p in module.parameters():
        p.requires_grad = flag


def adversarial_bce(d_out: Tensor, label: float) -> Tensor:
    return F.binary_cross_entropy_with_logits(d_out, torch.full_like(d_out, label))


class AdaptSegTrainer:
    def __init__(self, seg: nn.Module, disc: nn.Module, opts: Dict[str, torch.optim.Optimizer],
                 scheds: Dict[str, Any], scaler: torch.cuda.amp.GradScaler, cfg: Dict[str, Any]) -> None:
        self.seg, self.disc, self.opts, self.scheds, self.scaler = seg, disc, opts, scheds, scaler
        self.lambda_adv = cfg["lambda_adv"]
        self.clip = cfg["grad_clip"]

    def _segmenter_step(self, src: Tensor, src_lbl: Tensor, tgt: Tensor) -> Tuple[Tensor, Tensor, Dict]:
        set_requires_grad(self.disc, False)
        pred_src = self.seg(src)
        loss_seg = F.cross_entropy(pred_src, src_lbl, weight=torch.tensor([0.3, 1.0]))
        pred_tgt = self.seg(tgt)
        loss_adv = adversarial_bce(self.disc(F.softmax(pred_tgt, 1)), SOURCE)
        self.scaler.scale(loss_seg + self.lambda_adv * loss_adv).backward()
        return pred_src, pred_tgt, {"seg": loss_seg.item(), "adv": loss_adv.item()}

    def _discriminator_step(self, pred_src: Tensor, pred_tgt: Tensor) -> Dict[str, float]:
        set_requires_grad(self.disc, True)
        loss_d_src = adversarial_bce(self.disc(F.softmax(pred_src, 1)), SOURCE) * 0.5
        loss_d_tgt = adversarial_bce(self.disc(F.softmax(pred_tgt, 1)), TARGET) * 0.5
        self.scaler.scale(loss_d_src + loss_d_tgt).backward()
        return {"d": (loss_d_src + loss_d_tgt).item()}

    def train_step(self, src: Tensor, src_lbl: Tensor, tgt: Tensor) -> Dict[str, float]:
        self.seg.train()
        self.disc.train()
        for opt in self.opts.values():
            opt.zero_grad(set_to_none=True)
        pred_src, pred_tgt, log = self._segmenter_step(src, src_lbl, tgt)
        log.update(self._discriminator_step(pred_src.detach(), pred_tgt))
        self.scaler.unscale_(self.opts["seg"])
        nn.utils.clip_grad_norm_(self.seg.parameters(), self.clip)
        for name, opt in self.opts.items():
            self.scaler.step(opt)
            self.scheds[name].step()
        self.scaler.update()
        return log

    @torch.no_grad()
    def target_iou(self, images: Tensor, masks: Tensor) -> float:
        self.seg.eval()
        pred = self.seg(images).argmax(1)
        inter = ((pred == 1) & (masks == 1)).sum()
        union = ((pred == 1) | (masks == 1)).sum()
        return float(inter) / max(float(union), 1.0)
