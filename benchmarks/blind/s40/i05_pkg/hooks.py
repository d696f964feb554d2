from __future__ import annotations

from abc import ABC
from typing import TYPE_CHECKING

import torch

from .ema import ModelEMA
from .evaluation import Evaluator
from .utils import get_logger

if TYPE_CHECKING:
    from .train import Trainer


class Hook(ABC):
    priority: int = 50

    def before_train_iter(self, trainer: "Trainer") -> None: ...
    def after_train_iter(self, trainer: "Trainer") -> None: ...
    def after_train_epoch(self, trainer: "Trainer") -> None: ...


class EMAHook(Hook):
    priority = 40

    def __init__(self, ema: ModelEMA) -> None:
        self.ema = ema

    def after_train_iter(self, trainer: "Trainer") -> None:
        self.ema.update(trainer.model)


class EvalHook(Hook):
    priority = 60

    def __init__(self, evaluator: Evaluator, ema: ModelEMA) -> None:
        self.evaluator, self.ema = evaluator, ema
        self.logger = get_logger()

    def after_train_epoch(self, trainer: "Trainer") -> None:
        with torch.inference_mode():
            metrics = self.evaluator.evaluate(self.ema.module)
        losses = trainer.meter.averages()
        self.logger.info(
            "epoch %d | %s | %s", trainer.epoch,
            " ".join(f"{k}={v:.4f}" for k, v in losses.items()),
            " ".join(f"{k}={v:.3f}" for k, v in metrics.items()))
        trainer.meter.reset()
