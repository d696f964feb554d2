import math

import torch


def make_series(n, length, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length).float()
    period = torch.randint(8, 30, (n, 1), generator=g).float()
    trend = 0.01 * torch.randn(n, 1, generator=g) * t
    season = torch.sin(2 * math.pi * t / period)
    return trend + season + 0.1 * torch.randn(n, length, generator=g)


def sample_windows(series, backcast, horizon, batch_size, generator=None):
    n, length = series.shape
    rows = torch.randint(0, n, (batch_size,), generator=generator)
    starts = torch.randint(0, length - backcast - horizon, (batch_size,), generator=generator)
    idx = starts.unsqueeze(1) + torch.arange(backcast + horizon)
    windows = series[rows.unsqueeze(1), idx]
    return windows[:, :backcast], windows[:, backcast:]
