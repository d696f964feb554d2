import torch

from .registry import HOOKS


class Hook:
    def before_train_epoch(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register()
class HiddenResetHook(Hook):
    """The stream restarts at every epoch, so the carried state must too."""

    def before_train_epoch(self, runner):
        runner.hidden = None


@HOOKS.register()
class OptimizerHook(Hook):
    def __init__(self, grad_clip=1.0):
        self.grad_clip = grad_clip

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        torch.nn.utils.clip_grad_norm_(runner.model.parameters(), self.grad_clip)
        runner.optimizer.step()


@HOOKS.register()
class EpochLogHook(Hook):
    def before_train_epoch(self, runner):
        self.losses = []

    def after_train_iter(self, runner):
        self.losses.append(runner.outputs["loss"].item())

    def after_train_epoch(self, runner):
        auc = runner.evaluate()
        print(f"epoch {runner.epoch + 1}: train focal {sum(self.losses) / len(self.losses):.4f}  val AUC {auc:.3f}")
