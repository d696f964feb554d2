import math

import torch


def long_series(n_series, length):
    t = torch.arange(length).float()
    period = torch.randint(12, 30, (n_series, 1)).float()
    phase = torch.rand(n_series, 1) * 2 * math.pi
    season = torch.sin(2 * math.pi * t / period + phase)
    trend = 0.002 * t * torch.randn(n_series, 1)
    return (season + trend + 0.1 * torch.randn(n_series, length)).unsqueeze(-1)


def windows(series, chunk):
    """Consecutive (input, next-step target) chunks of one long batch of series."""
    total = series.shape[1] - 1
    for start in range(0, total - chunk + 1, chunk):
        x = series[:, start:start + chunk]
        y = series[:, start + 1:start + chunk + 1]
        yield x, y
