"""Synthetic water-tower SCADA: 48 h of hourly demand/pump history -> level in 6 h."""
import math

import torch

HISTORY = 48
CHANNELS = 3   # demand, pump on-fraction, level


def tower_windows(n, gen):
    hours = torch.arange(HISTORY + 6, dtype=torch.float32)
    start = torch.randint(0, 24, (n, 1), generator=gen).float()
    daily = (0.6 + 0.35 * torch.sin(2 * math.pi * (hours + start - 7) / 24)
             + 0.15 * torch.sin(4 * math.pi * (hours + start - 18) / 24))
    demand = daily * (0.8 + 0.4 * torch.rand(n, 1, generator=gen)) \
        + 0.05 * torch.randn(n, HISTORY + 6, generator=gen)
    level = torch.empty(n, HISTORY + 6)
    pumps = torch.empty(n, HISTORY + 6)
    lvl = 6.0 + 2.0 * torch.rand(n, generator=gen)
    for h in range(HISTORY + 6):
        pump = (lvl < 6.5).float() * 0.9 + (lvl < 7.5).float() * 0.1
        lvl = lvl + 0.9 * pump - 0.8 * demand[:, h]
        lvl = lvl.clamp(2.0, 10.0)
        level[:, h], pumps[:, h] = lvl, pump
    x = torch.stack([demand[:, :HISTORY], pumps[:, :HISTORY], (level[:, :HISTORY] - 6) / 2], dim=1)
    y = (level[:, HISTORY + 5:HISTORY + 6] - 6) / 2
    return x, y
