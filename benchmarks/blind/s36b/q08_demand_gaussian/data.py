import math

import torch


def daily_demand(n_items, n_days, seed=0):
    """Item-level daily demand with weekly seasonality and item-specific noise levels."""
    g = torch.Generator().manual_seed(seed)
    day = torch.arange(n_days, dtype=torch.float32)
    level = 5.0 + 3.0 * torch.rand(n_items, 1, generator=g)
    weekly = 1.0 + 0.3 * torch.sin(2 * math.pi * day / 7.0)
    scale = 0.2 + 0.8 * torch.rand(n_items, 1, generator=g)
    noise = scale * torch.randn(n_items, n_days, generator=g)
    return level * weekly + noise


def windows(series, lookback):
    xs, ys = [], []
    for t in range(lookback, series.size(1)):
        xs.append(series[:, t - lookback:t])
        ys.append(series[:, t])
    return torch.cat(xs), torch.cat(ys).unsqueeze(1)
