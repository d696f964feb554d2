from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from .flights import take


@dataclass
class Trainer:
    model: nn.Module
    optimizer: torch.optim.Optimizer
    extra_optimizers: list = field(default_factory=list)
    clip: float = 1.0
    batch_size: int = 256
    history: list = field(default_factory=list)

    def step(self, batch, target):
        self.optimizer.zero_grad()
        loss = F.binary_cross_entropy_with_logits(self.model(batch), target)
        loss.backward()
        nn.utils.clip_grad_norm_(self.model.dense_parameters(), self.clip)
        self.optimizer.step()
        for optimizer in self.extra_optimizers:
            optimizer.step()
        return loss.item()

    def epoch(self, features, target):
        order = torch.randperm(target.numel())
        total = 0.0
        for start in range(0, order.numel(), self.batch_size):
            rows = order[start:start + self.batch_size]
            total += self.step(take(features, rows), target[rows]) * rows.numel()
        self.history.append(total / order.numel())
        return self.history[-1]

    @torch.no_grad()
    def evaluate(self, features, target):
        self.model.eval()
        logits = self.model(features)
        self.model.train()
        bce = F.binary_cross_entropy_with_logits(logits, target).item()
        acc = ((logits > 0).float() == target).float().mean().item()
        return bce, acc
