"""Synthetic optical-tachometer traces of a yo-yo sleeping at the end of its string.

After a throw the yo-yo 'sleeps' and its spin decays through bearing friction and string rub.
A ball-bearing yo-yo decays slowly and smoothly; a fixed-axle one decays fast; a worn string
adds periodic snags.  The class is the yo-yo type.
"""
import numpy as np
import torch


def spin_down(n, length=72, seed=0):
    rng = np.random.default_rng(seed)
    kind = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 8.0
    omega0 = rng.uniform(60.0, 110.0, size=(n, 1))
    friction = np.choose(kind, [0.05, 0.3, 0.08])[:, None] * rng.uniform(0.8, 1.2, size=(n, 1))
    snag = (kind == 2)[:, None] * 6.0 * (np.sin(2.3 * t + rng.uniform(0, 6, size=(n, 1))) > 0.95)
    omega = omega0 * np.exp(-friction * t) - snag
    x = np.stack([omega / 100.0, np.gradient(omega, axis=1) / 10.0], axis=1)
    x += 0.02 * rng.standard_normal(x.shape)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(kind, dtype=torch.long)
