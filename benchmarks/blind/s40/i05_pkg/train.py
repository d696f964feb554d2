from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Dict, List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .ema import ModelEMA
from .evaluation import Evaluator
from .hooks import EMAHook, EvalHook, Hook
from .model import NucleiSegNet, SegLoss
from .utils import MetricMeter


@dataclass
class Config:
    size: int = 48
    n_train: int = 160
    n_val: int = 40
    epochs: int = 6
    batch_size: int = 16
    lr: float = 5e-3
    clip: float = 5.0
    amp: bool = False


def synth_tiles(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor, Tensor]:
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    imgs = torch.empty(n, 3, size, size)
    masks = torch.zeros(n, size, size, dtype=torch.long)
    counts = torch.zeros(n)
    eosin = torch.tensor([0.93, 0.65, 0.80])[:, None, None]
    hema = torch.tensor([0.35, 0.20, 0.55])[:, None, None]
    for i in range(n):
        fg = torch.zeros(size, size, dtype=torch.bool)
        k = int(torch.randint(3, 8, (1,), generator=g))
        for _ in range(k):
            cy, cx = (torch.rand(2, generator=g) * (size - 10) + 5).tolist()
            a, b = (torch.rand(2, generator=g) * 2.5 + 2.5).tolist()
            fg |= ((yy - cy) / a) ** 2 + ((xx - cx) / b) ** 2 <= 1.0
        counts[i] = k
        eroded = -F.max_pool2d(-fg[None, None].float(), 3, 1, 1)[0, 0] > 0.5
        masks[i][fg] = 2
        masks[i][eroded] = 1
        img = torch.where(fg, hema, eosin) + 0.06 * torch.randn(3, size, size, generator=g)
        imgs[i] = img.clamp(0, 1)
    return imgs, masks, counts


def build_components(cfg: Config) -> Tuple[NucleiSegNet, torch.optim.Optimizer,
                                           torch.optim.lr_scheduler.LRScheduler,
                                           torch.cuda.amp.GradScaler]:
    model = NucleiSegNet(base=16)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=5, gamma=0.3)
    scaler = torch.cuda.amp.GradScaler(enabled=cfg.amp)
    return model, optimizer, scheduler, scaler


class Trainer:
    def __init__(self, cfg: Config, hooks: List[Hook], model: nn.Module,
                 optimizer: torch.optim.Optimizer, scheduler, scaler) -> None:
        self.cfg = cfg
        self.model, self.optimizer, self.scheduler, self.scaler = model, optimizer, scheduler, scaler
        self.hooks = sorted(hooks, key=lambda h: h.priority)
        self.criterion = SegLoss()
        self.meter = MetricMeter()
        self.epoch = 0

    def call(self, event: str) -> None:
        for h in self.hooks:
            getattr(h, event)(self)

    def train_iter(self, images: Tensor, masks: Tensor) -> Dict[str, Tensor]:
        with torch.autocast("cpu", enabled=self.cfg.amp):
            losses = self.criterion(self.model(images), masks)
        total = sum(losses.values())
        self.optimizer.zero_grad()
        self.scaler.scale(total).backward()
        self.scaler.unscale_(self.optimizer)
        nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.clip)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return losses

    def fit(self, images: Tensor, masks: Tensor) -> None:
        for self.epoch in range(self.cfg.epochs):
            self.model.train()
            perm = torch.randperm(len(images))
            for s in range(0, len(images), self.cfg.batch_size):
                idx = perm[s:s + self.cfg.batch_size]
                self.call("before_train_iter")
                losses = self.train_iter(images[idx], masks[idx])
                self.meter.update(losses)
                self.call("after_train_iter")
            self.scheduler.step()
            self.call("after_train_epoch")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=Config.epochs)
    ap.add_argument("--amp", action="store_true")
    args = ap.parse_args()
    cfg = Config(epochs=args.epochs, amp=args.amp)
    torch.manual_seed(0)
    xtr, ytr, _ = synth_tiles(cfg.n_train, cfg.size, seed=0)
    xva, yva, cva = synth_tiles(cfg.n_val, cfg.size, seed=1)
    model, optimizer, scheduler, scaler = build_components(cfg)
    ema = ModelEMA(model)
    hooks: List[Hook] = [EvalHook(Evaluator(xva, yva, cva), ema), EMAHook(ema)]
    Trainer(cfg, hooks, model, optimizer, scheduler, scaler).fit(xtr, ytr)


if __name__ == "__main__":
    main()
