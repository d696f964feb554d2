"""Synthetic hourly occupancy (fraction of busy ports) for charging stations."""
import numpy as np
import torch

LOOKBACK = 24


def simulate_city(n_stations, n_days, seed, commute_peak=8.0, evening_peak=18.0):
    rng = np.random.default_rng(seed)
    hours = np.arange(n_days * 24)
    hod, dow = hours % 24, (hours // 24) % 7
    workplace = rng.random(n_stations)
    day = np.exp(-0.5 * ((hod - commute_peak - 1.5) / 3.0) ** 2) * (dow < 5)
    home = np.exp(-0.5 * ((hod - evening_peak - 2.0) / 3.5) ** 2)
    base = workplace[:, None] * day[None, :] + (1 - workplace[:, None]) * home[None, :]
    noise = np.zeros_like(base)
    for t in range(1, len(hours)):
        noise[:, t] = 0.7 * noise[:, t - 1] + rng.normal(0, 0.08, n_stations)
    occ = np.clip(0.1 + 0.75 * base + noise, 0, 1)
    return occ.astype(np.float32), hod, dow


def make_windows(occ, hod, dow, t_from, t_to):
    xs, cal, ys = [], [], []
    for t in range(max(t_from, LOOKBACK), t_to):
        xs.append(occ[:, t - LOOKBACK:t])
        angle = 2 * np.pi * np.array([hod[t] / 24, dow[t] / 7])
        cal.append(np.tile(np.concatenate([np.sin(angle), np.cos(angle), [float(dow[t] >= 5)]]), (occ.shape[0], 1)))
        ys.append(occ[:, t])
    x = np.concatenate(xs)
    c = np.concatenate(cal)
    return torch.as_tensor(np.column_stack([x, c]), dtype=torch.float32), torch.as_tensor(np.concatenate(ys))
