"""Greenhouse climate log: relative humidity and air temperature every 10 minutes.

Daily cycle, a misting system that switches on when it gets dry, vents that open when it is hot.
"""
import numpy as np
import torch

STEPS_PER_DAY = 144


def simulate_greenhouse(days=30, seed=0):
    rng = np.random.default_rng(seed)
    n = days * STEPS_PER_DAY
    t = np.arange(n)
    sun = np.clip(np.sin(2 * np.pi * (t % STEPS_PER_DAY) / STEPS_PER_DAY - np.pi / 2), 0, None)
    cloudiness = np.repeat(rng.uniform(0.3, 1.0, days), STEPS_PER_DAY)
    temp = np.empty(n)
    rh = np.empty(n)
    temp[0], rh[0] = 18.0, 70.0
    misting = False
    for i in range(1, n):
        vent = temp[i - 1] > 27
        temp[i] = (temp[i - 1] + 0.08 * (16 + 14 * sun[i] * cloudiness[i] - temp[i - 1])
                   - (0.3 if vent else 0.0) + rng.normal(0, 0.15))
        misting = rh[i - 1] < 55 or (misting and rh[i - 1] < 70)
        rh[i] = (rh[i - 1] - 0.6 * (temp[i] - temp[i - 1]) * 3 + (2.0 if misting else 0.0)
                 - (1.0 if vent else 0.0) + 0.05 * (75 - rh[i - 1]) + rng.normal(0, 0.5))
    feats = np.stack([(rh - 65) / 10, (temp - 20) / 5, sun], axis=1).astype(np.float32)
    return torch.from_numpy(feats)


def stream_batches(series, n_streams):
    """(T, F) -> (T', n_streams, F): parallel contiguous streams for stateful training."""
    T = series.size(0) // n_streams
    return series[: T * n_streams].view(n_streams, T, -1).transpose(0, 1).contiguous()
