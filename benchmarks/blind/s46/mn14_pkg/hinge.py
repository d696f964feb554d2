"""Synthetic spectra of a door hinge squeak, recorded with a phone while the door swings.

Stick-slip friction in a dry hinge gives a harmonic series whose fundamental rises with
swing speed; a rusty hinge adds broadband grinding; a greased one is nearly silent.
Classes: greased, dry, rusty.
"""
import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset


def squeak_spectra(n, n_bins=56, seed=0):
    rng = np.random.default_rng(seed)
    state = rng.integers(0, 3, size=n)
    f = np.arange(n_bins, dtype=np.float32)[None, :]
    f0 = rng.uniform(4.0, 9.0, size=(n, 1))
    loud = np.choose(state, [0.1, 1.0, 0.7])[:, None] * rng.uniform(0.7, 1.3, size=(n, 1))
    spec = np.zeros((n, n_bins), dtype=np.float32)
    for h in range(1, 6):
        spec += loud / h * np.exp(-0.5 * ((f - h * f0) / 0.6) ** 2)
    spec += (state == 2)[:, None] * 0.3 * rng.random((n, n_bins)) * np.exp(-f / 30.0)
    spec = np.log1p(10.0 * spec) + 0.05 * rng.standard_normal(spec.shape)
    return torch.tensor(spec, dtype=torch.float32), torch.tensor(state, dtype=torch.long)


def loaders(seed, bs=64):
    xtr, ytr = squeak_spectra(768, seed=seed)
    xte, yte = squeak_spectra(256, seed=seed + 17)
    return (DataLoader(TensorDataset(xtr, ytr), batch_size=bs, shuffle=True),
            DataLoader(TensorDataset(xte, yte), batch_size=bs))
