"""Synthetic hourly pond sensor logs (24 h of history) and the next 6 h of dissolved oxygen."""
import math

import torch

CHANNELS = ("do_mg_l", "water_temp", "ph", "chl_a", "aerators_on", "wind", "feed_kg")
HISTORY, HORIZON = 24, 6


def make_windows(n, generator):
    hours = torch.arange(HISTORY + HORIZON, dtype=torch.float32)
    phase = 2.0 * math.pi * torch.rand(n, 1, generator=generator)
    bloom = 0.5 + torch.rand(n, 1, generator=generator)
    aeration = (torch.rand(n, 1, generator=generator) < 0.5).float()
    cycle = torch.sin(2.0 * math.pi * hours / 24.0 + phase)
    temp = 29.0 + 1.5 * cycle + 0.2 * torch.randn(n, HISTORY + HORIZON, generator=generator)
    chl = bloom * (1.0 + 0.1 * torch.randn(n, HISTORY + HORIZON, generator=generator))
    do = 5.5 + 2.5 * bloom * cycle - 0.3 * (temp - 29.0) + 1.2 * aeration
    do = do + 0.2 * torch.randn(n, HISTORY + HORIZON, generator=generator)
    ph = 7.8 + 0.3 * cycle
    wind = torch.rand(n, HISTORY + HORIZON, generator=generator)
    feed = torch.zeros(n, HISTORY + HORIZON)
    feed[:, ::6] = 2.0
    series = torch.stack(
        [do, temp - 29.0, ph - 7.8, chl, aeration.expand_as(do), wind, feed], dim=2)
    return series[:, :HISTORY], do[:, HISTORY:]


def batches(x, y, size, generator):
    order = torch.randperm(len(x), generator=generator)
    for start in range(0, len(x) - size + 1, size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
