import copy
import os

import torch

from .utils.misc import is_main_process, unwrap_model


class HookBase:
    def before_train(self, trainer):
        pass

    def after_step(self, trainer, outputs):
        pass

    def after_epoch(self, trainer):
        pass


class LossEMAHook(HookBase):
    """Exponentially smoothed training loss, used for the progress line and plateau checks."""

    def __init__(self, momentum=0.98):
        self.momentum = momentum
        self.value = None

    def after_step(self, trainer, outputs):
        loss = outputs["loss"]
        if self.value is None:
            self.value = loss
        else:
            self.value = self.momentum * self.value + (1.0 - self.momentum) * loss
        trainer.state["loss_ema"] = self.value


class CheckpointHook(HookBase):
    def __init__(self, out_dir, period=1):
        self.out_dir = out_dir
        self.period = period

    def after_epoch(self, trainer):
        if not self.out_dir or not is_main_process():
            return
        if (trainer.state["epoch"] + 1) % self.period:
            return
        os.makedirs(self.out_dir, exist_ok=True)
        state = {"model": copy.deepcopy(unwrap_model(trainer.model).state_dict()),
                 "optimizer": trainer.optimizer.state_dict(),
                 "epoch": trainer.state["epoch"]}
        torch.save(state, os.path.join(self.out_dir, "last.pth"))
