from __future__ import annotations

import copy
from typing import Optional

import torch
from torch import nn


class ModelEMA:
    def __init__(self, model: nn.Module, decay: float = 0.98) -> None:
        self.ema = copy.deepcopy(model).eval()
        self.ema.requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        for e, m in zip(self.ema.state_dict().values(), model.state_dict().values()):
            if e.is_floating_point():
                e.mul_(self.decay).add_(m.detach(), alpha=1 - self.decay)


def build_optimizer(model: nn.Module, lr: float, momentum: float = 0.9) -> torch.optim.SGD:
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.ndim <= 1 else decay).append(p)
    return torch.optim.SGD([{"params": decay, "weight_decay": 5e-4},
                            {"params": no_decay, "weight_decay": 0.0}],
                           lr=lr, momentum=momentum, nesterov=True)


class OptimizerStepper:
    """Unscale -> clip -> step -> EMA; called once every `accumulate` micro-batches."""

    def __init__(self, model: nn.Module, optimizer: torch.optim.Optimizer,
                 scaler: torch.cuda.amp.GradScaler, ema: Optional[ModelEMA],
                 max_norm: float = 10.0) -> None:
        self.model, self.optimizer, self.scaler, self.ema = model, optimizer, scaler, ema
        self.max_norm = max_norm
        self.num_steps = 0

    def __call__(self) -> None:
        self.scaler.unscale_(self.optimizer)
        nn.utils.clip_grad_norm_(self.model.parameters(), max_norm=self.max_norm)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        if self.ema is not None:
            self.ema.update(self.model)
        self.num_steps += 1
