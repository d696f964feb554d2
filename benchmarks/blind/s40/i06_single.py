"""Pothole segmentation on synthetic dash-cam road crops.

Registry-built losses, (model, optimizer, scheduler, scaler) factory, IoU/F1 logging.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Tuple, Type

import torch
import torch.nn.functional as F
from torch import Tensor, nn

LOSSES: Dict[str, Type[nn.Module]] = {}


def register_loss(name: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def deco(cls: Type[nn.Module]) -> Type[nn.Module]:
        LOSSES[name] = cls
        return cls
    return deco


@dataclass
class TrainConfig:
    height: int = 40
    width: int = 64
    n_train: int = 160
    n_val: int = 48
    epochs: int = 6
    batch_size: int = 16
    lr: float = 3e-3
    loss: Dict[str, object] = field(default_factory=lambda: {"type": "dice", "threshold": 0.5})
    amp: bool = False


def synth_road(n: int, h: int, w: int, seed: int) -> Tuple[Tensor, Tensor]:
    """Asphalt with a perspective gradient, a lane marking, cast shadows and potholes."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.linspace(0, 1, h), torch.linspace(0, 1, w), indexing="ij")
    imgs, masks = torch.empty(n, 3, h, w), torch.zeros(n, 1, h, w)
    for i in range(n):
        road = 0.45 + 0.15 * yy + 0.04 * torch.randn(h, w, generator=g)
        lane = ((xx - 0.5 - 0.25 * (1 - yy)).abs() < 0.015 + 0.02 * yy) & (yy * 10 % 2 < 1)
        road[lane] = 0.95
        if float(torch.rand(1, generator=g)) < 0.5:  # soft tree shadow (distractor)
            sx, sy = torch.rand(2, generator=g).tolist()
            road = road - 0.18 * torch.exp(-((xx - sx) ** 2 + (yy - sy) ** 2) / 0.02)
        for _ in range(int(torch.randint(0, 3, (1,), generator=g))):
            cx, cy = float(torch.rand(1, generator=g)), 0.4 + 0.6 * float(torch.rand(1, generator=g))
            rx, ry = 0.05 + 0.08 * float(torch.rand(1, generator=g)), 0.04 + 0.06 * cy
            wobble = 1 + 0.25 * torch.sin(7 * torch.atan2(yy - cy, xx - cx))
            hole = ((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2 < wobble
            road[hole] = 0.12 + 0.05 * torch.rand(int(hole.sum()), generator=g)
            masks[i, 0][hole] = 1.0
        imgs[i] = torch.stack([road, road * 0.97, road * 0.92]).clamp(0, 1)
    return imgs, masks


class PotholeSegmenter(nn.Module):
    def __init__(self, c: int = 16) -> None:
        super().__init__()
        self.enc = nn.ModuleList([
            nn.Sequential(nn.Conv2d(3, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU()),
            nn.Sequential(nn.Conv2d(c, 2 * c, 3, stride=2, padding=1), nn.BatchNorm2d(2 * c), nn.ReLU()),
            nn.Sequential(nn.Conv2d(2 * c, 4 * c, 3, stride=2, padding=1), nn.BatchNorm2d(4 * c),
                          nn.ReLU()),
        ])
        self.fuse = nn.Sequential(nn.Conv2d(7 * c, 2 * c, 3, padding=1), nn.BatchNorm2d(2 * c), nn.ReLU())
        self.out = nn.Conv2d(2 * c, 1, 1)

    def forward(self, x: Tensor) -> Tensor:
        feats: List[Tensor] = []
        for stage in self.enc:
            x = stage(x)
            feats.append(x)
        size = feats[0].shape[-2:]
        up = [feats[0]] + [F.interpolate(f, size=size, mode="bilinear", align_corners=False)
                           for f in feats[1:]]
        return self.out(self.fuse(torch.cat(up, 1)))


def binarize(logits: Tensor, threshold: float = 0.5) -> Tensor:
    return (logits.sigmoid() > threshold).float()


@register_loss("bce")
class BCELoss(nn.Module):
    def __init__(self, pos_weight: float = 3.0) -> None:
        super().__init__()
        self.pos_weight = torch.tensor(pos_weight)

    def forward(self, logits: Tensor, target: Tensor) -> Tensor:
        return F.binary_cross_entropy_with_logits(logits, target, pos_weight=self.pos_weight)


@register_loss("dice")
class DiceLoss(nn.Module):
    """1 - Dice, computed the same way as the validation metric."""

    def __init__(self, threshold: float = 0.5, smooth: float = 1.0) -> None:
        super().__init__()
        self.threshold, self.smooth = threshold, smooth

    def forward(self, logits: Tensor, target: Tensor) -> Tensor:
        pred = binarize(logits, self.threshold)
        inter = (pred * target).sum((1, 2, 3))
        dice = (2 * inter + self.smooth) / (pred.sum((1, 2, 3)) + target.sum((1, 2, 3)) + self.smooth)
        return 1.0 - dice.mean()


def build_loss(cfg: Dict[str, object]) -> nn.Module:
    args = dict(cfg)
    return LOSSES[str(args.pop("type"))](**args)


def build_training(cfg: TrainConfig) -> Tuple[nn.Module, torch.optim.Optimizer,
                                              torch.optim.lr_scheduler.LRScheduler,
                                              torch.cuda.amp.GradScaler]:
    model = PotholeSegmenter()
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg.epochs)
    scaler = torch.cuda.amp.GradScaler(enabled=cfg.amp)
    return model, optimizer, scheduler, scaler


class Logger:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def __call__(self, step: int, **scalars: float) -> None:
        print(f"[{self.prefix}] epoch {step}: " + ", ".join(f"{k} {v:.4f}" for k, v in scalars.items()))


@torch.no_grad()
def validate(model: nn.Module, imgs: Tensor, masks: Tensor) -> Dict[str, float]:
    model.eval()
    pred = binarize(model(imgs))
    tp = (pred * masks).sum()
    fp = (pred * (1 - masks)).sum()
    fn = ((1 - pred) * masks).sum()
    return {"iou": float(tp / (tp + fp + fn).clamp(min=1)),
            "f1": float(2 * tp / (2 * tp + fp + fn).clamp(min=1))}


def train(cfg: TrainConfig) -> None:
    torch.manual_seed(0)
    xtr, ytr = synth_road(cfg.n_train, cfg.height, cfg.width, seed=0)
    xva, yva = synth_road(cfg.n_val, cfg.height, cfg.width, seed=1)
    model, optimizer, scheduler, scaler = build_training(cfg)
    criterion = build_loss(cfg.loss)
    log = Logger("pothole")
    for epoch in range(cfg.epochs):
        model.train()
        running = 0.0
        for s in range(0, cfg.n_train, cfg.batch_size):
            x, y = xtr[s:s + cfg.batch_size], ytr[s:s + cfg.batch_size]
            optimizer.zero_grad(set_to_none=True)
            with torch.autocast("cpu", enabled=cfg.amp):
                seg_loss = criterion(model(x), y)
            scaler.scale(seg_loss).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            scaler.step(optimizer)
            scaler.update()
            running += seg_loss.item() * x.shape[0]
        scheduler.step()
        log(epoch, loss=running / cfg.n_train, **validate(model, xva, yva))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=TrainConfig.epochs)
    ap.add_argument("--loss", default="dice", choices=sorted(LOSSES))
    args = ap.parse_args()
    train(TrainConfig(epochs=args.epochs, loss={"type": args.loss}))
