"""Run setup as an ordered list of steps over a context dict."""
import functools

import torch

from ichnite_shapes.network import TrackNet
from ichnite_shapes.norms import swap_batchnorm


def build_model(ctx):
    return {**ctx, "model": TrackNet(width=ctx["width"])}


def build_optimizer(ctx):
    decay, plain = [], []
    for name, p in ctx["model"].named_parameters():
        (plain if p.ndim == 1 else decay).append(p)
    opt = torch.optim.SGD([{"params": decay, "weight_decay": 5e-4}, {"params": plain}],
                          lr=ctx["lr"], momentum=0.9, nesterov=True)
    return {**ctx, "optimizer": opt}


def adapt_to_small_batches(ctx):
    if ctx["batch_size"] < 16:
        ctx["swapped"] = swap_batchnorm(ctx["model"], groups=4)
    return ctx


def build_scheduler(ctx):
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(ctx["optimizer"], T_max=ctx["epochs"])
    return {**ctx, "scheduler": sched}


STEPS = (build_model, build_optimizer, adapt_to_small_batches, build_scheduler)


def prepare(**settings):
    return functools.reduce(lambda ctx, step: step(ctx), STEPS, dict(settings))
