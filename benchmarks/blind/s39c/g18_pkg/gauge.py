"""Fake harbour tide-gauge record: hourly sea level with surge noise and missing hours."""
import math

import torch

from .constituents import NAMES, PERIODS

TRUE_AMPLITUDES = {"M2": 1.21, "S2": 0.42, "N2": 0.24, "K1": 0.11, "O1": 0.08}   # metres
TRUE_PHASES = {"M2": 1.3, "S2": 2.0, "N2": 0.4, "K1": 4.1, "O1": 3.3}          # radians
MEAN_SEA_LEVEL = 2.75


def read_gauge(days=45, seed=0, gap_fraction=0.1):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(0, days * 24, dtype=torch.float64)
    level = torch.full_like(t, MEAN_SEA_LEVEL)
    for name, period in zip(NAMES, PERIODS):
        level += TRUE_AMPLITUDES[name] * torch.cos(2 * math.pi * t / period - TRUE_PHASES[name])
    # storm surge: slowly varying red noise
    surge = torch.cumsum(torch.randn(t.shape, generator=g, dtype=torch.float64) * 0.02, 0)
    surge -= surge.mean()
    level += surge + 0.03 * torch.randn(t.shape, generator=g, dtype=torch.float64)
    keep = torch.rand(t.shape, generator=g) > gap_fraction
    return t[keep].float(), level[keep].float()
