from __future__ import annotations

from collections import OrderedDict
from typing import Any, Dict

import torch
from torch import Tensor, nn

from .data import SyntheticPages
from .logger import LogBuffer, TextLogger


def parse_losses(losses: Dict[str, Tensor]) -> Dict[str, Any]:
    log_vars: Dict[str, Any] = OrderedDict()
    for name, value in losses.items():
        log_vars[name] = value.mean()
    loss = sum(v for k, v in log_vars.items() if "loss" in k)
    log_vars["loss"] = loss
    return {"loss": loss, "log_vars": log_vars}


class EpochBasedRunner:
    def __init__(self, model: nn.Module, criterion: nn.Module, optimizer: torch.optim.Optimizer,
                 scheduler: Any, scaler: torch.cuda.amp.GradScaler, log_interval: int = 10,
                 grad_clip: float = 5.0) -> None:
        self.model, self.criterion = model, criterion
        self.optimizer, self.scheduler, self.scaler = optimizer, scheduler, scaler
        self.log_buffer = LogBuffer()
        self.logger = TextLogger(log_interval)
        self.grad_clip = grad_clip
        self.epoch = 0

    def train_step(self, batch: Dict[str, Tensor]) -> Dict[str, Any]:
        with torch.autocast("cpu", enabled=self.scaler.is_enabled()):
            out = self.model(batch["img"])
            outputs = parse_losses(self.criterion(out, batch))
        self.optimizer.zero_grad()
        self.scaler.scale(outputs["loss"]).backward()
        self.scaler.unscale_(self.optimizer)
        nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return outputs

    @torch.no_grad()
    def hmean(self, data: SyntheticPages) -> float:
        self.model.eval()
        pred = self.model(data.images)["prob"] > 0.5
        gt = data.gt_kernel > 0.5
        p = (pred & gt).sum() / pred.sum().clamp(min=1)
        r = (pred & gt).sum() / gt.sum().clamp(min=1)
        return float(2 * p * r / (p + r).clamp(min=1e-6))

    def run(self, train_set: SyntheticPages, val_set: SyntheticPages, epochs: int, bs: int) -> None:
        for self.epoch in range(1, epochs + 1):
            self.model.train()
            for it, batch in enumerate(train_set.batches(bs, self.epoch), start=1):
                outputs = self.train_step(batch)
                self.log_buffer.update(outputs["log_vars"])
                if it % self.logger.interval == 0:
                    self.logger.log(self.epoch, it, self.log_buffer)
            self.scheduler.step()
            print(f"Epoch({self.epoch}) val pixel hmean: {self.hmean(val_set):.3f}")
