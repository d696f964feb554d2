from __future__ import annotations

from abc import ABC
from typing import TYPE_CHECKING, List

import torch
from torch import nn

if TYPE_CHECKING:
    from .runner import IterBasedRunner


class Hook(ABC):
    priority = 50

    def before_train_iter(self, runner: "IterBasedRunner") -> None: ...
    def after_train_iter(self, runner: "IterBasedRunner") -> None: ...


class GradAccumOptimizerHook(Hook):
    """Steps every `cumulative_iters` iterations; zeroes right after the step."""

    priority = 10

    def __init__(self, cumulative_iters: int = 2, max_norm: float = 5.0) -> None:
        self.cumulative_iters = cumulative_iters
        self.max_norm = max_norm

    def after_train_iter(self, runner: "IterBasedRunner") -> None:
        if (runner.iter + 1) % self.cumulative_iters != 0:
            return
        runner.scaler.unscale_(runner.optimizer)
        runner.last_grad_norm = float(nn.utils.clip_grad_norm_(
            (p for p in runner.model.parameters() if p.requires_grad), self.max_norm))
        runner.scaler.step(runner.optimizer)
        runner.scaler.update()
        runner.optimizer.zero_grad(set_to_none=True)
        runner.num_updates += 1


class LrWarmupHook(Hook):
    priority = 20

    def __init__(self, warmup_iters: int = 30) -> None:
        self.warmup_iters = warmup_iters

    def before_train_iter(self, runner: "IterBasedRunner") -> None:
        k = min(1.0, (runner.iter + 1) / self.warmup_iters)
        for g in runner.optimizer.param_groups:
            g["lr"] = g["initial_lr"] * k


class LoggerHook(Hook):
    priority = 90

    def __init__(self, interval: int) -> None:
        self.interval = interval
        self.losses: List[float] = []

    def after_train_iter(self, runner: "IterBasedRunner") -> None:
        self.losses.append(runner.outputs["loss"].item())
        if (runner.iter + 1) % self.interval == 0:
            nme = runner.evaluate()
            print(f"iter {runner.iter + 1:4d}  loss {sum(self.losses) / len(self.losses):.5f}  "
                  f"updates {runner.num_updates}  grad_norm {runner.last_grad_norm:.3f}  "
                  f"val NME {nme:.4f}")
            self.losses.clear()


@torch.no_grad()
def soft_argmax(heatmaps: torch.Tensor, stride: int = 2, beta: float = 20.0) -> torch.Tensor:
    b, k, h, w = heatmaps.shape
    prob = (heatmaps.flatten(2) * beta).softmax(-1).view(b, k, h, w)
    ys = torch.arange(h).float()
    xs = torch.arange(w).float()
    return torch.stack([(prob.sum(2) * xs).sum(-1), (prob.sum(3) * ys).sum(-1)], -1) * stride
