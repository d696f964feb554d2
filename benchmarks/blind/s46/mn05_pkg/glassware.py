"""Synthetic thermometer traces of a drink after ice is dropped in.

The drink cools quickly, plateaus while the ice melts, then warms back towards room temperature.
The class is the kind of ice: crushed, cubes, or one large sphere (the sphere melts slowest).
Only a small fraction of traces carry a label.
"""
import numpy as np
import torch

MELT_TIME = {0: 6.0, 1: 14.0, 2: 26.0}


def drink_traces(n, length=60, seed=0):
    rng = np.random.default_rng(seed)
    kind = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :]
    t_melt = np.array([MELT_TIME[k] for k in kind])[:, None] * rng.uniform(0.8, 1.2, size=(n, 1))
    start = rng.uniform(18.0, 26.0, size=(n, 1))
    floor = rng.uniform(2.0, 6.0, size=(n, 1))
    cool = floor + (start - floor) * np.exp(-t / 2.5)
    warm = np.where(t > t_melt, (22.0 - floor) * (1.0 - np.exp(-(t - t_melt) / 15.0)), 0.0)
    temp = cool + warm + 0.3 * rng.standard_normal((n, length))
    x = (temp - 12.0) / 8.0
    return torch.tensor(x, dtype=torch.float32), torch.tensor(kind, dtype=torch.long)


def split_labelled(x, y, n_labelled, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(x.size(0), generator=g)
    lab, unl = perm[:n_labelled], perm[n_labelled:]
    return (x[lab], y[lab]), x[unl]


def jitter(x, sigma=0.08):
    return x + sigma * torch.randn_like(x)
