"""Hourly bike-share rentals: commuter peaks, weekend leisure, weather and temperature."""
import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def simulate_rentals(n_hours, seed=0):
    rng = np.random.default_rng(seed)
    hour = np.arange(n_hours) % 24
    day = np.arange(n_hours) // 24
    weekday = day % 7
    season_temp = 12 - 10 * np.cos(2 * np.pi * day / 365)
    temp = season_temp + 4 * np.sin(2 * np.pi * (hour - 9) / 24) + rng.normal(0, 2, n_hours)
    humidity = np.clip(rng.normal(0.6, 0.15, n_hours), 0.1, 1.0)
    weather = rng.choice([0, 1, 2], size=n_hours, p=[0.65, 0.27, 0.08])   # clear / mist / rain
    workday = weekday < 5
    commute = np.exp(-0.5 * ((hour - 8) / 1.2) ** 2) + np.exp(-0.5 * ((hour - 17.5) / 1.5) ** 2)
    leisure = np.exp(-0.5 * ((hour - 14) / 3.0) ** 2)
    rate = np.where(workday, 250 * commute + 40 * leisure, 160 * leisure) + 10
    rate *= np.clip(1 + 0.03 * (temp - 15), 0.2, 1.6) * np.array([1.0, 0.8, 0.35])[weather]
    rate *= 1.1 - 0.3 * humidity
    counts = rng.poisson(rate)

    feats = np.stack([
        np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24),
        workday.astype(float), (temp - 12) / 8, humidity, weather == 1, weather == 2,
    ], axis=1).astype(np.float32)
    return feats, counts.astype(np.float32)


def build_loaders(cfg):
    x, y = simulate_rentals(cfg.n_hours, cfg.seed)
    y = np.log1p(y)                                  # predict log counts
    n_val = int(len(x) * cfg.val_fraction)
    tr = TensorDataset(torch.from_numpy(x[:-n_val]), torch.from_numpy(y[:-n_val]))
    va = TensorDataset(torch.from_numpy(x[-n_val:]), torch.from_numpy(y[-n_val:]))
    return (DataLoader(tr, batch_size=cfg.batch_size, shuffle=True),
            DataLoader(va, batch_size=512))
