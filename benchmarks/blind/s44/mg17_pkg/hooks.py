import torch
from torch import nn

from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def before_train_epoch(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register("HeadAdaptHook")
class HeadAdaptHook(Hook):
    """New distillery, new targets: replace the head and start its bias at the target means."""

    def __init__(self, out_dim):
        self.out_dim = out_dim

    def before_run(self, runner):
        model = runner.model
        model.head = nn.Linear(model.feat_dim, self.out_dim)
        model.head.bias = nn.Parameter(runner.target_mean.clone())
        nn.init.zeros_(model.head.weight)


@HOOKS.register("FreezeBackboneHook")
class FreezeBackboneHook(Hook):
    def __init__(self, unfreeze_epoch=3, lr_mult=0.2):
        self.unfreeze_epoch, self.lr_mult = unfreeze_epoch, lr_mult

    def before_run(self, runner):
        runner.model.backbone.requires_grad_(False)

    def before_train_epoch(self, runner):
        if runner.epoch == self.unfreeze_epoch:
            runner.model.backbone.requires_grad_(True)
            base_lr = runner.optimizer.param_groups[0]["lr"]
            runner.optimizer.add_param_group(
                {"params": list(runner.model.backbone.parameters()), "lr": base_lr * self.lr_mult})
            print(f"  epoch {runner.epoch + 1}: backbone unfrozen at lr {base_lr * self.lr_mult:.1e}")


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("ValLogger")
class ValLogger(Hook):
    def __init__(self, names, interval=1):
        self.names, self.interval = names, interval

    def after_train_epoch(self, runner):
        if (runner.epoch + 1) % self.interval == 0:
            mae = runner.validate()
            print(f"  [{runner.tag}] epoch {runner.epoch + 1:2d}  val MAE "
                  + "  ".join(f"{n} {m:.2f}" for n, m in zip(self.names, mae)))
