from __future__ import annotations

import copy
import math
import time
from abc import ABC
from collections import defaultdict
from typing import Dict, List

import torch
from torch import Tensor, nn


class ModelEMA:
    """Exponential moving average of weights, with the yolov5 ramp-up of the decay."""

    def __init__(self, model: nn.Module, decay: float = 0.999, tau: int = 200) -> None:
        self.ema = copy.deepcopy(model).eval()
        self.updates = 0
        self.decay = lambda x: decay * (1 - math.exp(-x / tau))
        for p in self.ema.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        self.updates += 1
        d = self.decay(self.updates)
        msd = model.state_dict()
        for k, v in self.ema.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(d).add_(msd[k].detach(), alpha=1 - d)


class MetricMeter:
    def __init__(self) -> None:
        self.sums: Dict[str, float] = defaultdict(float)
        self.counts: Dict[str, int] = defaultdict(int)

    def update(self, **kw: float) -> None:
        for k, v in kw.items():
            self.sums[k] += float(v)
            self.counts[k] += 1

    def summary(self) -> str:
        return "  ".join(f"{k}={self.sums[k] / self.counts[k]:.4f}" for k in self.sums)


class Hook(ABC):
    def before_epoch(self, trainer: "Trainer") -> None: ...
    def after_iter(self, trainer: "Trainer") -> None: ...
    def after_epoch(self, trainer: "Trainer") -> None: ...


class EMAHook(Hook):
    def after_iter(self, trainer: "Trainer") -> None:
        trainer.ema.update(trainer.model)


class LoggerHook(Hook):
    def before_epoch(self, trainer: "Trainer") -> None:
        trainer.meter = MetricMeter()
        self._t0 = time.time()

    def after_epoch(self, trainer: "Trainer") -> None:
        rec = evaluate_recall(trainer.ema.ema, trainer.val_set)
        print(f"epoch {trainer.epoch}: {trainer.meter.summary()}  val_recall@0.5={rec:.3f}  "
              f"({time.time() - self._t0:.1f}s)")


@torch.no_grad()
def evaluate_recall(model: nn.Module, dataset, conf_thres: float = 0.4) -> float:
    model.eval()
    hit = total = 0
    for images, targets in dataset.batches(32, shuffle=False):
        fired = model.predict(images, conf_thres)
        b = targets[:, 0].long()
        gi = (targets[:, 2] / 8).long().clamp(0, fired.shape[2] - 1)
        gj = (targets[:, 3] / 8).long().clamp(0, fired.shape[1] - 1)
        hit += int(fired[b, gj, gi].sum())
        total += targets.shape[0]
    return hit / max(total, 1)


class Trainer:
    def __init__(self, model, optimizer, scheduler, scaler, criterion, train_set, val_set,
                 cfg: Dict) -> None:
        self.model, self.optimizer, self.scheduler = model, optimizer, scheduler
        self.scaler, self.criterion = scaler, criterion
        self.train_set, self.val_set, self.cfg = train_set, val_set, cfg
        self.ema = ModelEMA(model)
        self.hooks: List[Hook] = [EMAHook(), LoggerHook()]
        self.meter = MetricMeter()
        self.epoch = 0

    def call_hook(self, name: str) -> None:
        for h in self.hooks:
            getattr(h, name)(self)

    def train_one_epoch(self) -> None:
        self.model.train()
        for images, targets in self.train_set.batches(self.cfg["batch_size"], seed=self.epoch):
            with torch.autocast(device_type="cpu", enabled=False):
                preds: Tensor = self.model(images)
                total, items = self.criterion(preds, targets)
            self.optimizer.zero_grad(set_to_none=True)
            self.scaler.scale(total).backward()
            self.scaler.unscale_(self.optimizer)
            nn.utils.clip_grad_norm_(self.model.parameters(), max_norm=10.0)
            self.scaler.step(self.optimizer)
            self.scaler.update()
            self.meter.update(box=items[0], obj=items[1], cls=items[2])
            self.call_hook("after_iter")
        self.scheduler.step()

    def fit(self) -> None:
        for self.epoch in range(self.cfg["epochs"]):
            self.call_hook("before_epoch")
            self.train_one_epoch()
            self.call_hook("after_epoch")
