from __future__ import annotations

import time
from typing import Callable, Dict, List

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .evaluation import Validator


class MetricMeter:
    def __init__(self) -> None:
        self.data: Dict[str, List[float]] = {}

    def add(self, **kw: float) -> None:
        for k, v in kw.items():
            self.data.setdefault(k, []).append(v)

    def mean(self) -> Dict[str, float]:
        return {k: sum(v) / len(v) for k, v in self.data.items()}


class Runner:
    def __init__(self, model: nn.Module, optimizer: torch.optim.Optimizer, scheduler,
                 scaler: torch.cuda.amp.GradScaler, clip: float = 12.0) -> None:
        self.model, self.optimizer, self.scheduler, self.scaler = model, optimizer, scheduler, scaler
        self.clip = clip
        self.epoch_end_hooks: List[Callable[["Runner"], None]] = []
        self.meter = MetricMeter()
        self.epoch = 0

    def train_step(self, img: Tensor, gt: Tensor) -> float:
        with torch.autocast("cpu", enabled=self.scaler.is_enabled()):
            logits = self.model(img)
            probs = logits.softmax(1)
            onehot = F.one_hot(gt, logits.shape[1]).permute(0, 3, 1, 2).float()
            dice = 1 - (2 * (probs * onehot).sum((0, 2, 3)) + 1) / (probs.sum((0, 2, 3)) + onehot.sum((0, 2, 3)) + 1)
            loss = F.cross_entropy(logits, gt) + dice[1:].mean()
        self.optimizer.zero_grad(set_to_none=True)
        self.scaler.scale(loss).backward()
        self.scaler.unscale_(self.optimizer)
        nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return loss.item()

    def train(self, images: Tensor, labels: Tensor, epochs: int, batch_size: int) -> None:
        for self.epoch in range(epochs):
            self.model.train()
            self.meter = MetricMeter()
            t0 = time.time()
            perm = torch.randperm(len(images))
            for s in range(0, len(images), batch_size):
                idx = perm[s:s + batch_size]
                self.meter.add(loss=self.train_step(images[idx], labels[idx]))
            self.scheduler.step()
            self.meter.add(epoch_time=time.time() - t0)
            for hook in self.epoch_end_hooks:
                hook(self)


def make_eval_hook(validator: Validator) -> Callable[[Runner], None]:
    def _hook(runner: Runner) -> None:
        t0 = time.time()
        scores = validator.validate(runner.model)
        stats = runner.meter.mean()
        print(f"epoch {runner.epoch}: loss {stats['loss']:.4f}  train {stats['epoch_time']:.2f}s  "
              f"val {time.time() - t0:.2f}s  " + "  ".join(f"{k} {v:.3f}" for k, v in scores.items()))
    return _hook
