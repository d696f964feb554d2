from __future__ import annotations

import copy

from torch import nn

from .utils import no_grad_method


class ModelEMA:
    """Keeps a shadow copy of the model whose parameters track an exponential average."""

    def __init__(self, model: nn.Module, momentum: float = 0.2, warmup: int = 20) -> None:
        self.module = copy.deepcopy(model)
        self.module.eval()
        self.momentum = momentum
        self.warmup = warmup
        self.num_updates = 0

    @no_grad_method
    def update(self, model: nn.Module) -> None:
        self.num_updates += 1
        m = 1.0 if self.num_updates <= self.warmup else self.momentum
        for ema_p, p in zip(self.module.parameters(), model.parameters()):
            ema_p.mul_(1.0 - m).add_(p, alpha=m)
        for ema_b, b in zip(self.module.buffers(), model.buffers()):
            ema_b.copy_(b)
