import copy

import torch

from .builder import HOOKS


class Hook:
    def before_run(self, trainer): ...
    def after_run(self, trainer): ...
    def before_epoch(self, trainer): ...
    def after_epoch(self, trainer): ...
    def after_iter(self, trainer): ...
    def after_val(self, trainer): ...


@HOOKS.register()
class OptimizerHook(Hook):
    """backward + (optional) loss scaling + clipping + step."""

    def __init__(self, grad_clip=None, loss_scale=1.0):
        self.grad_clip = grad_clip
        self.loss_scale = loss_scale

    def _unscale(self, params):
        for p in params:
            if p.grad is not None:
                p.grad.div_(self.loss_scale)

    def after_iter(self, trainer):
        loss = trainer.outputs["loss"]
        if self.loss_scale != 1.0:
            trainer.optimizer.zero_grad()
            (loss * self.loss_scale).backward()
            self._unscale(trainer.model.parameters())
        else:
            loss.backward()
        if self.grad_clip is not None:
            norm = torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), **self.grad_clip)
            trainer.outputs["grad_norm"] = norm.item()
        trainer.optimizer.step()


@HOOKS.register()
class LoggerHook(Hook):
    def __init__(self, interval=20):
        self.interval = interval
        self.buf = []

    def after_iter(self, trainer):
        self.buf.append((trainer.outputs["loss"].item(), trainer.outputs.get("grad_norm", float("nan"))))
        if trainer.iter % self.interval == 0:
            losses, norms = zip(*self.buf)
            print(f"  iter {trainer.iter:4d}  nll {sum(losses) / len(losses):8.3f}  grad-norm {max(norms):10.2f}")
            self.buf.clear()

    def after_val(self, trainer):
        print(f"epoch {trainer.epoch + 1}: val deviance {trainer.val_metrics['deviance']:.3f}"
              f"  mean |err| {trainer.val_metrics['mae']:.2f} breaks/shift")


@HOOKS.register()
class BestStateHook(Hook):
    def __init__(self, key="deviance"):
        self.key, self.best, self.state = key, float("inf"), None

    def after_val(self, trainer):
        score = trainer.val_metrics[self.key]
        if score < self.best:
            self.best, self.state = score, copy.deepcopy(trainer.model.state_dict())

    def after_run(self, trainer):
        if self.state is not None:
            trainer.model.load_state_dict(self.state)
