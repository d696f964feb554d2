import math

import torch
from torch.utils.data import DataLoader, TensorDataset


def synthetic_load(n_series, length, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    phase = torch.rand(n_series, 1, generator=g) * 2 * math.pi
    daily = torch.sin(2 * math.pi * t / 24 + phase)
    trend = torch.linspace(0, 0.5, length) * torch.rand(n_series, 1, generator=g)
    noise = 0.1 * torch.randn(n_series, length, generator=g)
    return daily + trend + noise


def make_loaders(cfg):
    series = synthetic_load(cfg.n_series, cfg.window + cfg.horizon, cfg.seed)
    x = series[:, : cfg.window].unsqueeze(-1)
    y = series[:, cfg.window:]
    split = int(0.8 * len(x))
    train = TensorDataset(x[:split], y[:split])
    val = TensorDataset(x[split:], y[split:])
    return (
        DataLoader(train, batch_size=cfg.batch_size, shuffle=True),
        DataLoader(val, batch_size=cfg.batch_size),
    )
