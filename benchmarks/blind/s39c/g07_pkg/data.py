"""Monthly sunspot-like counts: an ~11-year cycle whose peak height changes every cycle."""
import math

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def sunspot_series(n_months=2400, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_months)
    period = 132.0                                  # ~11 years
    cycle = np.floor(t / period).astype(int)
    peaks = rng.uniform(60, 190, size=cycle.max() + 1)
    phase = (t % period) / period
    shape = np.sin(math.pi * phase) ** 2 * np.exp(-1.5 * phase)   # fast rise, slow decay
    counts = peaks[cycle] * shape / shape.max() + rng.gamma(2.0, 4.0, size=n_months)
    return counts.astype(np.float32)


def make_windows(series, lookback=48, horizon=6):
    xs, ys = [], []
    for i in range(len(series) - lookback - horizon):
        xs.append(series[i:i + lookback])
        ys.append(series[i + lookback:i + lookback + horizon])
    return np.stack(xs), np.stack(ys)


def get_loaders(lookback=48, horizon=6, batch_size=64):
    s = sunspot_series()
    scale = s.max()
    s = s / scale
    x, y = make_windows(s, lookback, horizon)
    split = int(0.8 * len(x))
    train = TensorDataset(torch.from_numpy(x[:split]).unsqueeze(-1), torch.from_numpy(y[:split]))
    val = TensorDataset(torch.from_numpy(x[split:]).unsqueeze(-1), torch.from_numpy(y[split:]))
    return (DataLoader(train, batch_size=batch_size, shuffle=True),
            DataLoader(val, batch_size=256), float(scale))
