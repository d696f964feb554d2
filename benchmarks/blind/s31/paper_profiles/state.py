"""Immutable training state in the style of flax's TrainState."""
from dataclasses import dataclass, replace

import torch


@dataclass(frozen=True)
class TrainState:
    module: torch.nn.Module
    optimizer: torch.optim.Optimizer
    step: int = 0

    @classmethod
    def create(cls, module, optimizer_cls, **hyper):
        return cls(module=module, optimizer=optimizer_cls(module.parameters(), **hyper))

    def apply_gradients(self, loss):
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        self.optimizer.step()
        return replace(self, step=self.step + 1)
