from __future__ import annotations

from typing import Any, Dict, List

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .hooks import Hook, soft_argmax


class IterBasedRunner:
    def __init__(self, model: nn.Module, optimizer: torch.optim.Optimizer,
                 scaler: torch.cuda.amp.GradScaler, train_data: Dict[str, Tensor],
                 val_data: Dict[str, Tensor], batch_size: int = 16) -> None:
        self.model, self.optimizer, self.scaler = model, optimizer, scaler
        self.train_data, self.val_data = train_data, val_data
        self.batch_size = batch_size
        self._hooks: List[Hook] = []
        self.iter = 0
        self.num_updates = 0
        self.last_grad_norm = 0.0
        self.outputs: Dict[str, Any] = {}
        self._gen = torch.Generator().manual_seed(0)

    def register_hook(self, hook: Hook) -> None:
        self._hooks.append(hook)
        self._hooks.sort(key=lambda h: h.priority)

    def call_hook(self, name: str) -> None:
        for hook in self._hooks:
            getattr(hook, name)(self)

    def train_iter(self) -> None:
        idx = torch.randint(0, len(self.train_data["img"]), (self.batch_size,), generator=self._gen)
        img, heat = self.train_data["img"][idx], self.train_data["heatmap"][idx]
        with torch.autocast("cpu", enabled=self.scaler.is_enabled()):
            loss = F.mse_loss(self.model(img), heat) * 100.0
        if self.scaler.is_enabled():
            self.scaler.scale(loss).backward()
        else:
            loss.backward()
        self.outputs = {"loss": loss.detach()}

    @torch.no_grad()
    def evaluate(self) -> float:
        self.model.eval()
        pred = soft_argmax(self.model(self.val_data["img"]))
        gt = self.val_data["points"]
        iod = (gt[:, 0] - gt[:, 1]).norm(dim=-1)          # inter-ocular distance
        self.model.train()
        return float(((pred - gt).norm(dim=-1).mean(-1) / iod).mean())

    def run(self, max_iters: int) -> None:
        self.model.train()
        for self.iter in range(max_iters):
            self.call_hook("before_train_iter")
            self.train_iter()
            self.call_hook("after_train_iter")
