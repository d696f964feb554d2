"""Callbacks with priorities. For each event, callbacks with a higher priority run first."""
import torch


class Callback:
    priority = 0

    def __init__(self, priority=None):
        if priority is not None:
            self.priority = priority


class ClipGradients(Callback):
    priority = 50

    def __init__(self, max_norm, **kw):
        super().__init__(**kw)
        self.max_norm = max_norm

    def after_backward(self, run):
        run.grad_norm = torch.nn.utils.clip_grad_norm_(run.net.parameters(), self.max_norm)


class OptimizerStep(Callback):
    priority = 10

    def after_backward(self, run):
        run.opt.step()


class ClearGradients(Callback):
    def after_backward(self, run):
        run.opt.zero_grad()


class WarmRestarts(Callback):
    def __init__(self, **kw):
        self.kw = kw

    def before_fit(self, run):
        self.sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(run.opt, **self.kw)

    def after_epoch(self, run):
        self.sched.step()


def dispatch(callbacks, event, run):
    for cb in sorted(callbacks, key=lambda c: c.priority, reverse=True):
        handler = getattr(cb, event, None)
        if handler is not None:
            handler(run)
