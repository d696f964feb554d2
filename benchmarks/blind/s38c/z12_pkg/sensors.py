import math

import torch


def loop_detector_series(cfg, seed=0):
    """Vehicle counts per 5 minutes for a ring of loop detectors, daily double peak + noise."""
    g = torch.Generator().manual_seed(seed)
    T = cfg["days"] * 288
    t = torch.arange(T).float() / 288
    base = torch.exp(-((t % 1 - 0.33) ** 2) / 0.003) + 0.8 * torch.exp(-((t % 1 - 0.72) ** 2) / 0.004)
    phase = torch.rand(cfg["sensors"], 1, generator=g) * 0.05
    series = base[None] * (1 + phase) + 0.05 * torch.randn(cfg["sensors"], T, generator=g)
    return series + 0.1 * torch.sin(2 * math.pi * t)[None]


def windows(series, cfg, batch_size, shuffle=True, g=None):
    H, F_ = cfg["history"], cfg["horizon"]
    starts = torch.arange(0, series.size(1) - H - F_)
    if shuffle:
        starts = starts[torch.randperm(len(starts), generator=g)]
    for i in range(0, len(starts), batch_size):
        s = starts[i:i + batch_size]
        x = torch.stack([series[:, k:k + H] for k in s])
        y = torch.stack([series[:, k + H:k + H + F_] for k in s])
        yield x, y
