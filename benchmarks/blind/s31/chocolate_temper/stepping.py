"""Decorators that turn a loss function into a training step."""
import functools
import time

import torch


def updates(optimizer, clip=None):
    params = [p for group in optimizer.param_groups for p in group["params"]]

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            optimizer.zero_grad(set_to_none=True)
            result = fn(*args, **kwargs)
            if clip is not None:
                torch.nn.utils.clip_grad_norm_(params, clip)
            optimizer.step()
            return result
        return wrapper
    return decorate


def differentiates(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        loss, parts = fn(*args, **kwargs)
        loss.backward()
        return loss.detach(), parts
    return wrapper


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = fn(*args, **kwargs)
        wrapper.seconds += time.perf_counter() - start
        return out
    wrapper.seconds = 0.0
    return wrapper
