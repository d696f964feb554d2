"""Synthetic rise curves of a sourdough starter in a jar (height from a time-lapse, every 15 min).

The starter rises logistically after feeding, peaks, then collapses as the gluten gives out.
Activity class: sluggish, healthy, or over-fermented (fast rise and early collapse).
"""
import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def rise_curves(n, length=48, seed=0):
    rng = np.random.default_rng(seed)
    cls = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 4.0
    rate = np.choose(cls, [0.6, 1.2, 2.2])[:, None] * rng.uniform(0.8, 1.25, size=(n, 1))
    mid = np.choose(cls, [7.0, 4.5, 2.5])[:, None] + rng.normal(0, 0.4, size=(n, 1))
    peak = rng.uniform(1.6, 2.4, size=(n, 1))
    collapse_at = mid + np.choose(cls, [9.0, 5.0, 2.0])[:, None]
    rise = 1.0 + (peak - 1.0) / (1.0 + np.exp(-rate * (t - mid)))
    fall = np.clip(t - collapse_at, 0.0, None) * 0.08
    h = rise - fall + 0.02 * rng.standard_normal((n, length))
    return torch.tensor(h, dtype=torch.float32), torch.tensor(cls, dtype=torch.long)


def make_loaders(seed, batch_size=64):
    x_tr, y_tr = rise_curves(768, seed=seed)
    x_te, y_te = rise_curves(384, seed=seed + 21)
    return (DataLoader(TensorDataset(x_tr, y_tr), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(x_te, y_te), batch_size=batch_size))
