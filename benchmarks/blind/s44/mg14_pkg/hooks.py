import copy

import torch

from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def after_run(self, runner): pass
    def before_train_epoch(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register()
class GradientCumulativeOptimizerHook(Hook):
    """Accumulates gradients over ``cumulative_iters`` small batches before each optimizer step."""

    def __init__(self, cumulative_iters=4, max_norm=None):
        self.cumulative_iters = cumulative_iters
        self.max_norm = max_norm

    def before_run(self, runner):
        runner.optimizer.zero_grad()

    def after_train_iter(self, runner):
        (runner.outputs["loss"] / self.cumulative_iters).backward()
        last = runner.inner_iter + 1 == runner.iters_per_epoch
        if (runner.inner_iter + 1) % self.cumulative_iters == 0 or last:
            if self.max_norm is not None:
                torch.nn.utils.clip_grad_norm_(runner.model.parameters(), self.max_norm)
            runner.optimizer.step()
            runner.optimizer.zero_grad()
            runner.outputs["stepped"] = True


@HOOKS.register()
class CosineLrHook(Hook):
    def before_run(self, runner):
        steps = runner.max_epochs * -(-runner.iters_per_epoch // runner.cumulative_iters)
        self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(runner.optimizer, T_max=steps)

    def after_train_iter(self, runner):
        if runner.outputs.get("stepped"):
            self.scheduler.step()


@HOOKS.register()
class BestCheckpointHook(Hook):
    def __init__(self):
        self.best, self.state = float("inf"), None

    def after_train_epoch(self, runner):
        mae = runner.validate()
        print(f"epoch {runner.epoch + 1:2d}  lr {runner.optimizer.param_groups[0]['lr']:.2e}  "
              f"train MSE {runner.epoch_loss:.3f}  val MAE {mae:.2f} bar")
        if mae < self.best:
            self.best, self.state = mae, copy.deepcopy(runner.model.state_dict())

    def after_run(self, runner):
        runner.model.load_state_dict(self.state)
