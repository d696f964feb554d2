from __future__ import annotations

from typing import Dict, Iterable, Optional

import torch
from torch import Tensor, nn


class OptimWrapper:
    """Backward, clip and step in one call; also records each loss's gradient contribution."""

    def __init__(self, optimizer: torch.optim.Optimizer, scaler: torch.cuda.amp.GradScaler,
                 clip_grad: Optional[Dict[str, float]] = None) -> None:
        self.optimizer = optimizer
        self.scaler = scaler
        self.clip_grad = clip_grad

    def _params(self) -> Iterable[Tensor]:
        for group in self.optimizer.param_groups:
            yield from (p for p in group["params"] if p.grad is not None)

    def _grad_sq(self) -> float:
        return float(sum(p.grad.detach().pow(2).sum() for p in self._params()))

    def update_params(self, losses: Dict[str, Tensor]) -> Dict[str, float]:
        self.optimizer.zero_grad()
        log: Dict[str, float] = {}
        for name, value in losses.items():
            before = self._grad_sq()
            self.scaler.scale(value).backward()
            log[f"{name}.grad_sq"] = self._grad_sq() - before
            log[name] = value.item()
        self.scaler.unscale_(self.optimizer)
        if self.clip_grad:
            nn.utils.clip_grad_norm_(list(self._params()), **self.clip_grad)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return log
