"""Synthetic IMU traces of a toy spinning top.

A small IMU taped to the crown of a top records three angular-rate channels while the top
precesses on a table.  Each trace is a damped precession with a fast nutation wobble on top.
The (unused during pretraining) label says whether the precession is fast or slow.
"""
import math

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def make_top_traces(n, length=96, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 4.0, length, dtype=np.float32)[None, :]
    spin = rng.uniform(8.0, 20.0, size=(n, 1)).astype(np.float32)
    prec = rng.uniform(0.6, 2.2, size=(n, 1)).astype(np.float32)
    damp = rng.uniform(0.05, 0.4, size=(n, 1)).astype(np.float32)
    nut = rng.uniform(0.0, 0.3, size=(n, 1)).astype(np.float32)
    env = np.exp(-damp * t)
    wx = env * np.cos(2 * math.pi * prec * t) + nut * np.sin(spin * t)
    wy = env * np.sin(2 * math.pi * prec * t) + nut * np.cos(spin * t)
    wz = (spin / 20.0) * env
    x = np.stack([wx, wy, wz], axis=1)
    x += 0.05 * rng.standard_normal(x.shape)
    label = (prec[:, 0] > 1.4).astype(np.int64)
    return torch.from_numpy(x.astype(np.float32)), torch.from_numpy(label)


def augment(x, strength=0.15):
    """Random per-channel gain, circular time shift and sensor noise."""
    gain = 1.0 + strength * torch.randn(x.size(0), x.size(1), 1)
    shift = int(torch.randint(-6, 7, (1,)))
    return torch.roll(x * gain, shifts=shift, dims=2) + 0.3 * strength * torch.randn_like(x)


def make_loaders(n_train=512, n_test=256, batch_size=64, seed=0):
    x_tr, y_tr = make_top_traces(n_train, seed=seed)
    x_te, y_te = make_top_traces(n_test, seed=seed + 1)
    train = DataLoader(TensorDataset(x_tr, y_tr), batch_size=batch_size, shuffle=True, drop_last=True)
    test = DataLoader(TensorDataset(x_te, y_te), batch_size=batch_size)
    return train, test
