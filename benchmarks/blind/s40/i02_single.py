"""Iceberg / sea / ship-wake segmentation on synthetic dual-polarisation SAR chips.

U-Net-lite with a deep-supervision head, CE + soft-Dice, EMA weights for evaluation.
"""
from __future__ import annotations

import argparse
import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Dict, List, Tuple

import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor, nn

CLASSES = ("sea", "iceberg", "wake")


@dataclass
class SegConfig:
    size: int = 48
    n_train: int = 128
    n_val: int = 48
    batch_size: int = 16
    epochs: int = 6
    lr: float = 3e-3
    aux_weight: float = 0.4
    amp: bool = False


def synth_sar(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    """HH/HV speckled chips; bright compact icebergs, long dark linear wakes."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    imgs = torch.empty(n, 2, size, size)
    masks = torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        speckle = torch.distributions.Gamma(4.0, 4.0).sample((2, size, size))
        base = torch.tensor([0.3, 0.15])[:, None, None] * speckle
        for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
            cy, cx = torch.randint(6, size - 6, (2,), generator=g).tolist()
            r = 2 + 3 * float(torch.rand(1, generator=g))
            berg = (yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2
            base[:, berg] += torch.tensor([0.9, 0.6])[:, None]
            masks[i][berg] = 1
        if float(torch.rand(1, generator=g)) < 0.7:
            row = int(torch.randint(4, size - 4, (1,), generator=g))
            wake = (yy - row - 0.3 * (xx - size / 2)).abs() < 1.5
            wake &= masks[i] == 0
            base[:, wake] *= 0.2
            masks[i][wake] = 2
        imgs[i] = base
    return imgs, masks


class ConvBlock(nn.Sequential):
    def __init__(self, c_in: int, c_out: int) -> None:
        super().__init__(
            nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out),
            nn.ReLU(inplace=True),
            nn.Conv2d(c_out, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out),
            nn.ReLU(inplace=True),
        )


class SegmentorBase(nn.Module, ABC):
    @abstractmethod
    def forward(self, x: Tensor) -> Dict[str, Tensor]: ...


class UNetLite(SegmentorBase):
    def __init__(self, in_ch: int = 2, nc: int = 3, widths: Tuple[int, ...] = (16, 32, 64)) -> None:
        super().__init__()
        self.down = nn.ModuleList()
        c = in_ch
        for w in widths:
            self.down.append(ConvBlock(c, w))
            c = w
        self.up = nn.ModuleList(ConvBlock(widths[i] + widths[i + 1], widths[i])
                                for i in reversed(range(len(widths) - 1)))
        self.cls_head = nn.Conv2d(widths[0], nc, 1)
        self.aux_head = nn.Conv2d(widths[-1], nc, 1)

    def forward(self, x: Tensor) -> Dict[str, Tensor]:
        skips: List[Tensor] = []
        for i, blk in enumerate(self.down):
            x = blk(x if i == 0 else F.max_pool2d(x, 2))
            skips.append(x)
        out = {"aux": F.interpolate(self.aux_head(x), scale_factor=4, mode="bilinear")}
        for blk, skip in zip(self.up, reversed(skips[:-1])):
            x = blk(torch.cat([F.interpolate(x, scale_factor=2), skip], 1))
        out["seg"] = self.cls_head(x)
        return out


def soft_dice(logits: Tensor, target: Tensor, eps: float = 1.0) -> Tensor:
    """Per-class soft Dice loss, shape (C,)."""
    probs = logits.softmax(1)
    onehot = F.one_hot(target, logits.shape[1]).permute(0, 3, 1, 2).float()
    inter = (probs * onehot).sum((0, 2, 3))
    denom = probs.sum((0, 2, 3)) + onehot.sum((0, 2, 3))
    return 1.0 - (2 * inter + eps) / (denom + eps)


class SegLoss(nn.Module):
    def __init__(self, aux_weight: float, class_weights: Tensor) -> None:
        super().__init__()
        self.aux_weight = aux_weight
        self.register_buffer("w", class_weights)

    def forward(self, out: Dict[str, Tensor], target: Tensor) -> Dict[str, Tensor]:
        per_class = soft_dice(out["seg"], target)
        return {
            "ce": F.cross_entropy(out["seg"], target, weight=self.w),
            "dice": per_class.mean(),
            "aux": self.aux_weight * F.cross_entropy(out["aux"], target, weight=self.w),
        }


class EMA:
    def __init__(self, model: nn.Module, decay: float = 0.9) -> None:
        self.module = copy.deepcopy(model).requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        for e, m in zip(self.module.state_dict().values(), model.state_dict().values()):
            if e.dtype.is_floating_point:
                e.lerp_(m, 1.0 - self.decay)
            else:
                e.copy_(m)


class Logger:
    def __init__(self) -> None:
        self.rows: List[Dict[str, float]] = []

    def log(self, **kw: float) -> None:
        self.rows.append(kw)
        print("  ".join(f"{k}={v:.4f}" if isinstance(v, float) else f"{k}={v}" for k, v in kw.items()))


def build_components(cfg: SegConfig) -> Tuple[UNetLite, torch.optim.Optimizer, object,
                                              torch.cuda.amp.GradScaler]:
    model = UNetLite()
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    steps = cfg.epochs * ((cfg.n_train + cfg.batch_size - 1) // cfg.batch_size)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=cfg.lr, total_steps=steps)
    scaler = torch.cuda.amp.GradScaler(enabled=cfg.amp)
    return model, optimizer, scheduler, scaler


@torch.inference_mode()
def class_iou(model: nn.Module, imgs: Tensor, masks: Tensor) -> np.ndarray:
    model.eval()
    pred = model(imgs)["seg"].argmax(1)
    inter = torch.stack([((pred == c) & (masks == c)).sum() for c in range(len(CLASSES))])
    union = torch.stack([((pred == c) | (masks == c)).sum() for c in range(len(CLASSES))])
    return (inter.float() / union.clamp(min=1).float()).numpy()


def main(cfg: SegConfig) -> None:
    torch.manual_seed(0)
    xtr, ytr = synth_sar(cfg.n_train, cfg.size, seed=11)
    xva, yva = synth_sar(cfg.n_val, cfg.size, seed=12)
    freq = torch.bincount(ytr.flatten(), minlength=3).float()
    model, optimizer, scheduler, scaler = build_components(cfg)
    criterion = SegLoss(cfg.aux_weight, (freq.sum() / freq).sqrt() / 3)
    ema, logger = EMA(model), Logger()
    for epoch in range(cfg.epochs):
        model.train()
        seen, pix_acc = 0, []
        for i in range(0, cfg.n_train, cfg.batch_size):
            x, y = xtr[i:i + cfg.batch_size], ytr[i:i + cfg.batch_size]
            with torch.autocast("cpu", enabled=cfg.amp):
                out = model(x)
                losses = criterion(out, y)
            total = sum(losses.values())
            optimizer.zero_grad(set_to_none=True)
            scaler.scale(total).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            scaler.step(optimizer)
            scaler.update()
            scheduler.step()
            ema.update(model)
            pred = out["seg"].detach().argmax(1).cpu().numpy()
            pix_acc.append(float((pred == y.numpy()).mean()))
            seen += x.shape[0]
        ious = class_iou(ema.module, xva, yva)
        logger.log(epoch=epoch, loss=float(total.item()), pix_acc=float(np.mean(pix_acc)),
                   **{f"iou_{c}": float(v) for c, v in zip(CLASSES, ious)})


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=SegConfig.epochs)
    ap.add_argument("--amp", action="store_true")
    a = ap.parse_args()
    main(SegConfig(epochs=a.epochs, amp=a.amp))
