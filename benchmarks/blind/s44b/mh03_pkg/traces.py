"""Synthetic marionette limb-swing traces: 32 samples of a knee angle after a string jerk."""
import math

import torch

T = 32


def swing(n, gen):
    t = torch.linspace(0, 1, T)
    amp = 0.4 + 0.5 * torch.rand(n, 1, generator=gen)
    freq = 2.0 + 1.5 * torch.rand(n, 1, generator=gen)
    decay = 1.5 + 2.0 * torch.rand(n, 1, generator=gen)
    phase = 0.3 * torch.randn(n, 1, generator=gen)
    trace = amp * torch.exp(-decay * t) * torch.cos(2 * math.pi * freq * t + phase)
    return trace + 0.02 * torch.randn(n, T, generator=gen)


def stream(batch, gen):
    while True:
        yield swing(batch, gen)


def noise(batch, dim, gen):
    while True:
        yield torch.randn(batch, dim, generator=gen)


def summary(traces):
    peak = traces.abs().amax(1)
    zero_cross = (traces[:, 1:] * traces[:, :-1] < 0).float().sum(1)
    return {"peak": peak.mean().item(), "crossings": zero_cross.mean().item(),
            "start": traces[:, 0].mean().item()}
