"""Hooks called by name from Runner.call_hook."""
import torch

from .models import make_head
from .registry import HOOKS


class Hook:
    priority = 50

    def before_run(self, runner):
        pass

    def after_run(self, runner):
        pass

    def before_train_epoch(self, runner):
        pass

    def after_train_epoch(self, runner):
        pass

    def before_train_iter(self, runner):
        pass

    def after_train_iter(self, runner):
        pass

    def after_val_epoch(self, runner):
        pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    priority = 20

    def __init__(self, grad_clip=None):
        self.grad_clip = grad_clip

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        if self.grad_clip is not None:
            torch.nn.utils.clip_grad_norm_(runner.model.parameters(), **self.grad_clip)
        runner.optimizer.step()


@HOOKS.register("LrSchedulerHook")
class LrSchedulerHook(Hook):
    priority = 30

    def after_train_epoch(self, runner):
        if runner.scheduler is not None:
            runner.scheduler.step()


@HOOKS.register("HeadResetHook")
class HeadResetHook(Hook):
    """Rebuilds the regression head so that it has one output per quantile of the loss."""

    priority = 10

    def __init__(self, out_features, bias_init=None):
        self.out_features = out_features
        self.bias_init = bias_init

    def before_run(self, runner):
        old = runner.model.head
        if old.out_features == self.out_features:
            return
        runner.model.head = make_head(old.in_features, self.out_features, self.bias_init)
        runner.log(f"[head] rebuilt {old.out_features} -> {self.out_features} outputs")


@HOOKS.register("TextLoggerHook")
class TextLoggerHook(Hook):
    priority = 90

    def __init__(self, interval=1):
        self.interval = interval
        self._sum, self._n = 0.0, 0

    def before_train_epoch(self, runner):
        self._sum, self._n = 0.0, 0

    def after_train_iter(self, runner):
        self._sum += runner.outputs["loss"].item() * runner.outputs["num_samples"]
        self._n += runner.outputs["num_samples"]

    def after_val_epoch(self, runner):
        if (runner.epoch + 1) % self.interval == 0:
            lr = runner.optimizer.param_groups[0]["lr"]
            runner.log(f"epoch {runner.epoch + 1:2d}  lr {lr:.2e}  train pinball {self._sum / self._n:.4f}"
                       f"  val pinball {runner.val_metrics['pinball']:.4f}")
