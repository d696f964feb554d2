"""Daily vertical total-electron-content (TEC) curves above a GNSS station.

TEC (in TECU) follows the sun: it rises after sunrise, peaks in the early afternoon
and decays at night.  The amplitude scales with solar activity (F10.7 flux), and
travelling disturbances add wave-like ripples.  Each sample is one day at 30-minute
resolution, conditioned on the normalised F10.7 of that day.
"""
import math

import torch

STEPS = 48


def day_curves(n, seed):
    g = torch.Generator().manual_seed(seed)
    hours = torch.arange(STEPS) / 2.0
    f107 = 70 + 130 * torch.rand(n, generator=g)                   # solar flux units
    cond = ((f107 - 135) / 65).unsqueeze(1)
    peak_hour = 14 + torch.randn(n, 1, generator=g)
    width = 3.5 + 0.5 * torch.rand(n, 1, generator=g)
    amp = 5 + 0.2 * f107.unsqueeze(1)
    diurnal = torch.exp(-((hours - peak_hour) ** 2) / (2 * width ** 2))
    ripple = 0.8 * torch.sin(2 * math.pi * hours / (1 + 2 * torch.rand(n, 1, generator=g)))
    tec = 4 + amp * diurnal + ripple + 0.5 * torch.randn(n, STEPS, generator=g)
    return ((tec - 20) / 12).unsqueeze(-1), cond
