"""Synthetic microphone envelopes of a stovetop kettle.

Before the whistle the kettle hisses (broadband, slowly rising); at the onset the whistle pitch
locks in and a narrow tone appears.  The window is labelled by how far the whistle is developed:
0 = hiss only, 1 = onset inside the window, 2 = full whistle.
"""
import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def kettle_windows(n, length=80, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float32)[None, :]
    label = rng.integers(0, 3, size=n)
    onset = np.where(label == 0, length + 20, np.where(label == 1, rng.integers(15, 65, size=n), -20))
    pitch = rng.uniform(0.35, 0.6, size=(n, 1))
    hiss = 0.3 + 0.004 * t + 0.15 * rng.standard_normal((n, length))
    gate = 1.0 / (1.0 + np.exp(-(t - onset[:, None]) / 3.0))
    tone = gate * (0.8 + 0.2 * np.sin(pitch * t))
    x = np.stack([hiss + tone, gate * np.cos(pitch * t)], axis=1).astype(np.float32)
    return torch.from_numpy(x), torch.from_numpy(label.astype(np.int64))


def make_loaders(batch_size, seed):
    xtr, ytr = kettle_windows(640, seed=seed)
    xte, yte = kettle_windows(192, seed=seed + 7)
    return (DataLoader(TensorDataset(xtr, ytr), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(xte, yte), batch_size=batch_size))
