"""Synthetic bottlenose-dolphin signature-whistle contours.

A contour is the fundamental frequency (kHz) of a whistle sampled every 10 ms.  Each
animal has a signature shape (upsweep, sine-like loops, down-up "U") that is repeated
with small changes in duration, offset and modulation depth.
"""
import math

import torch

F_MEAN, F_STD = 12.0, 4.0


def _shape(kind, t, g):
    jitter = lambda s: float(s * torch.randn((), generator=g))
    if kind == 0:          # upsweep
        return 6 + (10 + jitter(1.0)) * t
    if kind == 1:          # sine-like loops
        return 12 + (4 + jitter(0.5)) * torch.sin(2 * math.pi * (2 + jitter(0.2)) * t)
    if kind == 2:          # U-shape
        return 16 - (14 + jitter(1.0)) * t * (1 - t) * 2
    return 9 + (5 + jitter(0.5)) * torch.sin(math.pi * t) + 2 * t   # convex arch


def contour_bank(n, length=40, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    rows = []
    for _ in range(n):
        kind = int(torch.randint(0, 4, (1,), generator=g))
        f = _shape(kind, t, g) + float(torch.randn((), generator=g)) + 0.15 * torch.randn(length, generator=g)
        rows.append((f - F_MEAN) / F_STD)
    return torch.stack(rows).unsqueeze(-1)            # (n, T, 1)


def minibatches(bank, batch, seed):
    order = torch.randperm(bank.size(0), generator=torch.Generator().manual_seed(seed))
    for i in range(0, bank.size(0) - batch + 1, batch):
        yield bank[order[i:i + batch]]
