"""Evaluation helpers: a decorator that runs the wrapped function in inference mode."""
import functools

import numpy as np
import torch

from .chronology import SEGMENT, YEARS, windows


def evaluation(fn):
    @functools.wraps(fn)
    def wrapper(net, *args, **kwargs):
        was_training = net.training
        net.eval()
        try:
            with torch.inference_mode():
                return fn(net, *args, **kwargs)
        finally:
            net.train(was_training)
    return wrapper


@evaluation
def score_offsets(net, master, core_series):
    candidates = torch.arange(0, YEARS - SEGMENT)
    all_windows = windows(master, candidates)
    rows = [net(core[None].expand(len(candidates), -1), all_windows) for core in core_series]
    return torch.stack(rows)


def dating_accuracy(scores, truth, tolerance=0):
    best = np.argmax(scores.numpy(), axis=1)
    return float(np.mean(np.abs(best - truth.numpy()) <= tolerance))
