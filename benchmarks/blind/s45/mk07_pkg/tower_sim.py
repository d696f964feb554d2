import math

import torch
from torch.utils.data import DataLoader, TensorDataset


def district_streams(n_days=96, hours=72, seed=0):
    """Hourly water-tower level driven by demand and a pump schedule.

    inputs  : demand (m3/h), pump on/off, hour-of-day sin/cos, temperature
    target  : tower level (m) -> pressure head at the mains
    """
    g = torch.Generator().manual_seed(seed)
    h = torch.arange(hours, dtype=torch.float32)
    tod = 2 * math.pi * (h % 24) / 24
    base = 80 + 40 * torch.rand(n_days, 1, generator=g)
    demand = base * (1 + 0.45 * torch.sin(tod - 1.9) + 0.25 * torch.sin(2 * tod - 0.4))
    temp = 15 + 10 * torch.rand(n_days, 1, generator=g) + 4 * torch.sin(tod - 2.5)
    demand = demand * (1 + 0.01 * (temp - 18)) + 5 * torch.randn(n_days, hours, generator=g)
    pump = ((h % 24 < 6) | (torch.rand(n_days, hours, generator=g) < 0.15)).float()
    level = torch.zeros(n_days, hours)
    lvl = 6 + 2 * torch.rand(n_days, generator=g)
    for t in range(hours):
        lvl = (lvl + (pump[:, t] * 140 - demand[:, t]) / 200).clamp(1.0, 12.0)
        level[:, t] = lvl
    x = torch.stack([demand / 100, pump, torch.sin(tod).expand(n_days, -1),
                     torch.cos(tod).expand(n_days, -1), (temp - 18) / 5], dim=2)
    return x, level.unsqueeze(2) + 0.05 * torch.randn(n_days, hours, 1, generator=g)


def make_loaders(batch_size=16):
    x, y = district_streams()
    return (DataLoader(TensorDataset(x[:80], y[:80]), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(x[80:], y[80:]), batch_size=16))
