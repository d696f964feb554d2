import torch

from .registry import HOOKS


class Hook:
    priority = 50

    def before_run(self, runner): pass
    def after_run(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register()
class OptimizerHook(Hook):
    priority = 10

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register()
class ParamSchedulerHook(Hook):
    priority = 20

    def after_train_epoch(self, runner):
        runner.scheduler.step()


@HOOKS.register()
class LossCurveHook(Hook):
    """Keeps the per-iteration training loss for a smoothed log line and the end-of-run curve."""

    priority = 90

    def __init__(self, interval=50, window=25):
        self.interval, self.window = interval, window
        self.curve = []

    def after_train_iter(self, runner):
        self.curve.append(runner.outputs["loss"])
        if runner.iter % self.interval == 0:
            recent = torch.stack(self.curve[-self.window:]).mean()
            print(f"  iter {runner.iter:5d}  smoothed L1 {recent.item():.4f} mm")

    def after_train_epoch(self, runner):
        mae = runner.validate()
        print(f"epoch {runner.epoch + 1}: val MAE heel {mae[0]:.3f}  fore {mae[1]:.3f}  lateral {mae[2]:.3f} mm")

    def after_run(self, runner):
        k = max(1, len(self.curve) // 10)
        first = torch.stack(self.curve[:k]).mean().item()
        last = torch.stack(self.curve[-k:]).mean().item()
        print(f"loss curve: first 10% {first:.4f} -> last 10% {last:.4f} over {len(self.curve)} iters")
