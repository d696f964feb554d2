"""Synthetic accelerometer spectra from a front-loading washing machine during the spin cycle.

An off-centre lump of laundry excites the drum at the rotation frequency; heavier imbalance also
rattles the cabinet at the second and third harmonics.  Classes: balanced, light, heavy imbalance.
"""
import numpy as np
import torch


def spin_spectra(n, n_bins=40, seed=0):
    rng = np.random.default_rng(seed)
    level = rng.integers(0, 3, size=n)
    rpm_bin = rng.uniform(6.0, 12.0, size=(n, 1))
    f = np.arange(n_bins, dtype=np.float32)[None, :]
    mass = (0.2 + 0.9 * level)[:, None] * rng.uniform(0.8, 1.2, size=(n, 1))
    spec = mass * np.exp(-0.5 * ((f - rpm_bin) / 0.7) ** 2)
    for h in (2, 3):
        spec += 0.35 * (level[:, None] == 2) * mass / h * np.exp(-0.5 * ((f - h * rpm_bin) / 0.9) ** 2)
    spec += 0.1 * rng.random((n, n_bins))
    return torch.tensor(np.log1p(spec), dtype=torch.float32), torch.tensor(level, dtype=torch.long)


def batches(x, y, batch_size, shuffle=True):
    order = torch.randperm(x.size(0)) if shuffle else torch.arange(x.size(0))
    for i in range(0, x.size(0), batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]
