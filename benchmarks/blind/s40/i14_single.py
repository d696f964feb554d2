"""Surgical-instrument part segmentation (shaft / clasper) on synthetic endoscope frames.

Backbone with detectron2-style `freeze_at`, light FPN-ish head, poly LR, hooks, EMA-free.
"""
from __future__ import annotations

import argparse
import math
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Dict, List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

PARTS = ("background", "shaft", "clasper")


@dataclass
class Cfg:
    size: int = 48
    n_train: int = 128
    n_val: int = 32
    epochs: int = 6
    batch_size: int = 8
    base_lr: float = 0.02
    freeze_at: int = 2
    clip: float = 5.0
    amp: bool = False


def endoscope_frames(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    vignette = 1 - 0.5 * (((xx - size / 2) ** 2 + (yy - size / 2) ** 2) / (size / 2) ** 2).clamp(max=1)
    imgs, masks = torch.empty(n, 3, size, size), torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        tissue = torch.stack([0.75 + 0.1 * torch.randn(size, size, generator=g),
                              0.30 + 0.05 * torch.randn(size, size, generator=g),
                              0.30 + 0.05 * torch.randn(size, size, generator=g)])
        img = tissue * vignette
        for _ in range(int(torch.randint(1, 3, (1,), generator=g))):
            ang = float(torch.rand(1, generator=g)) * math.pi
            tipx, tipy = (torch.rand(2, generator=g) * size * 0.5 + size * 0.25).tolist()
            ux, uy = math.cos(ang), math.sin(ang)
            along = (xx - tipx) * ux + (yy - tipy) * uy
            across = -(xx - tipx) * uy + (yy - tipy) * ux
            shaft = (along > 4) & (across.abs() < 2.5)
            clasper = (along >= -3) & (along <= 4) & (across.abs() < 3.5 - 0.3 * (4 - along).abs())
            img[:, shaft] = torch.tensor([0.70, 0.72, 0.75])[:, None]
            img[:, clasper] = torch.tensor([0.45, 0.47, 0.50])[:, None]
            masks[i][shaft] = 1
            masks[i][clasper] = 2
        imgs[i] = img.clamp(0, 1)
    return imgs, masks


class Backbone(nn.Module, ABC):
    @abstractmethod
    def output_shape(self) -> Dict[str, int]: ...


class BasicStem(nn.Module):
    def __init__(self, out: int) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, out, 3, 1, 1, bias=False)
        self.norm = nn.BatchNorm2d(out)

    def forward(self, x: Tensor) -> Tensor:
        return F.relu(self.norm(self.conv(x)))


def stage(c_in: int, c_out: int) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, 2, 1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU(),
                         nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU())


class TinyResNet(Backbone):
    def __init__(self, widths: Tuple[int, ...] = (16, 32, 64), freeze_at: int = 0) -> None:
        super().__init__()
        self.freeze_at = freeze_at
        self.stem = BasicStem(widths[0])
        self.stages = nn.ModuleList(stage(a, b) for a, b in zip(widths[:-1], widths[1:]))
        self._names = [f"res{i + 2}" for i in range(len(self.stages))]
        self._channels = dict(zip(self._names, widths[1:]))

    def output_shape(self) -> Dict[str, int]:
        return self._channels

    def forward(self, x: Tensor) -> Dict[str, Tensor]:
        x = self.stem(x)
        if self.freeze_at >= 1:
            x.requires_grad_(False)
        outs = {}
        for idx, (name, blk) in enumerate(zip(self._names, self.stages), start=2):
            x = blk(x)
            if idx <= self.freeze_at:
                x.requires_grad_(False)
            outs[name] = x
        return outs


class SemSegHead(nn.Module):
    def __init__(self, in_channels: Dict[str, int], num_classes: int, conv_dim: int = 32) -> None:
        super().__init__()
        self.lateral = nn.ModuleDict({k: nn.Conv2d(c, conv_dim, 1) for k, c in in_channels.items()})
        self.predictor = nn.Sequential(nn.Conv2d(conv_dim, conv_dim, 3, padding=1), nn.ReLU(),
                                       nn.Conv2d(conv_dim, num_classes, 1))

    def forward(self, feats: Dict[str, Tensor], size: Tuple[int, int]) -> Tensor:
        keys = list(feats)
        x = self.lateral[keys[0]](feats[keys[0]])
        for k in keys[1:]:
            x = x + F.interpolate(self.lateral[k](feats[k]), size=x.shape[-2:], mode="bilinear",
                                  align_corners=False)
        return F.interpolate(self.predictor(x), size=size, mode="bilinear", align_corners=False)


class InstrumentSegmenter(nn.Module):
    def __init__(self, cfg: Cfg) -> None:
        super().__init__()
        self.backbone = TinyResNet(freeze_at=cfg.freeze_at)
        self.sem_seg_head = SemSegHead(self.backbone.output_shape(), len(PARTS))

    def forward(self, img: Tensor) -> Tensor:
        return self.sem_seg_head(self.backbone(img), img.shape[-2:])


def build_model(cfg: Cfg) -> InstrumentSegmenter:
    return InstrumentSegmenter(cfg)


def build_optimizer(cfg: Cfg, model: nn.Module) -> Tuple[torch.optim.Optimizer,
                                                          torch.optim.lr_scheduler.LRScheduler,
                                                          torch.cuda.amp.GradScaler]:
    optimizer = torch.optim.SGD(model.parameters(), lr=cfg.base_lr, momentum=0.9, weight_decay=1e-4)
    total = cfg.epochs * math.ceil(cfg.n_train / cfg.batch_size)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda it: (1 - it / total) ** 0.9)
    return optimizer, scheduler, torch.cuda.amp.GradScaler(enabled=cfg.amp)


class Logger:
    def __init__(self) -> None:
        self.history: List[Dict[str, float]] = []

    def write(self, epoch: int, **kv: float) -> None:
        self.history.append(kv)
        print(f"[epoch {epoch}] " + "  ".join(f"{k}: {v:.4f}" for k, v in kv.items()))


@torch.inference_mode()
def part_iou(model: nn.Module, x: Tensor, y: Tensor) -> Dict[str, float]:
    model.eval()
    pred = model(x).argmax(1)
    return {f"iou_{PARTS[c]}": float(((pred == c) & (y == c)).sum() / ((pred == c) | (y == c)).sum())
            for c in (1, 2)}


def main(cfg: Cfg) -> None:
    torch.manual_seed(0)
    x, y = endoscope_frames(cfg.n_train, cfg.size, seed=0)
    xv, yv = endoscope_frames(cfg.n_val, cfg.size, seed=1)
    model = build_model(cfg)
    optimizer, scheduler, scaler = build_optimizer(cfg, model)
    class_weight = torch.tensor([0.3, 1.0, 2.0])
    hooks = [lambda: scheduler.step()]
    logger = Logger()
    for epoch in range(cfg.epochs):
        model.train()
        total = 0.0
        for s in range(0, cfg.n_train, cfg.batch_size):
            with torch.autocast("cpu", enabled=cfg.amp):
                logits = model(x[s:s + cfg.batch_size])
                loss = F.cross_entropy(logits, y[s:s + cfg.batch_size], weight=class_weight)
            optimizer.zero_grad()
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), cfg.clip)
            scaler.step(optimizer)
            scaler.update()
            for h in hooks:
                h()
            total += loss.item()
        logger.write(epoch, loss=total / math.ceil(cfg.n_train / cfg.batch_size), **part_iou(model, xv, yv))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=Cfg.epochs)
    ap.add_argument("--freeze-at", type=int, default=Cfg.freeze_at)
    a = ap.parse_args()
    main(Cfg(epochs=a.epochs, freeze_at=a.freeze_at))
