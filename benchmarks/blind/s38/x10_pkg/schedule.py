import functools

import torch


def _noam(step, dim, warmup):
    step = max(step, 1)
    return dim ** -0.5 * min(step ** -0.5, step * warmup ** -1.5)


def noam_scheduler(optimizer, dim, warmup=40):
    return torch.optim.lr_scheduler.LambdaLR(optimizer, functools.partial(_noam, dim=dim, warmup=warmup))
