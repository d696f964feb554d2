"""Synthetic load-cell logs from the tether of a single-line kite.

A delta kite in steady wind pulls smoothly; in gusty wind the tension spikes; a kite that is
oversteering loops and gives a periodic tug at the loop rate.  Classes: steady, gusty, looping.
"""
import numpy as np
import torch


def tension_logs(n, length=64, seed=0):
    rng = np.random.default_rng(seed)
    regime = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 8.0
    wind = rng.uniform(3.0, 9.0, size=(n, 1))
    base = 0.02 * wind ** 2
    gust_idx = rng.random((n, length)) < 0.06
    gusts = (regime == 1)[:, None] * gust_idx * rng.uniform(0.3, 0.9, size=(n, length))
    gusts = np.apply_along_axis(lambda g: np.convolve(g, [1.0, 0.7, 0.4, 0.2], mode="same"), 1, gusts)
    loop_rate = rng.uniform(0.3, 0.8, size=(n, 1))
    loops = (regime == 2)[:, None] * 0.4 * base * (1 + np.sin(2 * np.pi * loop_rate * t))
    x = base + gusts + loops + 0.03 * rng.standard_normal((n, length))
    x = (x - x.mean(1, keepdims=True)) / (x.std(1, keepdims=True) + 1e-6)   # per-log standardisation
    return torch.tensor(x, dtype=torch.float32), torch.tensor(regime, dtype=torch.long)
