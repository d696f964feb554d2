"""Callbacks: gradient reset, head weight renorm, EMA tracking."""
import torch

from .ema import ema_update, make_ema


class Callback:
    def on_fit_start(self, trainer, task):
        pass

    def on_train_batch_start(self, trainer, task):
        pass

    def on_after_step(self, trainer, task):
        pass


class ResetGrads(Callback):
    def on_train_batch_start(self, trainer, task):
        trainer.optimizer.zero_grad(set_to_none=True)


class HeadRenorm(Callback):
    """Keep each class prototype in the linear head inside an L2 ball."""

    def __init__(self, max_norm=3.0):
        self.max_norm = max_norm

    @torch.no_grad()
    def on_after_step(self, trainer, task):
        task.head.weight.renorm_(2, 0, self.max_norm)


class EMATracker(Callback):
    def __init__(self, decay=0.98):
        self.decay = decay
        self.shadow = None

    def on_fit_start(self, trainer, task):
        self.shadow = make_ema(task)

    def on_after_step(self, trainer, task):
        ema_update(self.shadow, task, self.decay)
