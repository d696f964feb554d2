import numpy as np
import torch
from torch.utils.data import Dataset

from .config import CFG

R_CHOICES = np.array([5.0, 20.0, 50.0])
C_CHOICES = np.array([10.0, 20.0, 50.0])


def simulate_breaths(n_breaths, seq_len, seed):
    """Toy RC lung: pressure = PEEP + R * flow + volume / C during inspiration."""
    rng = np.random.default_rng(seed)
    R = rng.choice(R_CHOICES, size=n_breaths)
    C = rng.choice(C_CHOICES, size=n_breaths)
    t = np.tile(np.linspace(0.0, 2.5, seq_len), (n_breaths, 1))
    u_out = (t > 1.0).astype(np.float32)
    u_in = rng.uniform(5, 30, size=(n_breaths, 1)) * np.exp(-t * rng.uniform(0.5, 2.0, size=(n_breaths, 1)))
    u_in = u_in * (1 - u_out)
    volume = np.cumsum(u_in, axis=1) * (t[:, 1:2] - t[:, 0:1])
    pressure = 5.0 + R[:, None] * u_in / 60.0 + volume / C[:, None] * 10.0
    pressure = np.where(u_out > 0, 5.0 + (pressure.max(1, keepdims=True) - 5.0) * np.exp(-(t - 1.0) * 3), pressure)
    pressure = pressure + rng.normal(0, 0.2, size=pressure.shape)
    feats = np.stack([
        np.repeat(R[:, None], seq_len, 1) / 50.0,
        np.repeat(C[:, None], seq_len, 1) / 50.0,
        u_in / 30.0,
        u_out,
        t / 2.5,
        np.cumsum(u_in, 1) / 300.0,
    ], axis=-1).astype(np.float32)
    return feats, pressure.astype(np.float32), u_out


def get_folds(n, n_folds, seed):
    idx = np.random.default_rng(seed).permutation(n)
    fold = np.zeros(n, dtype=int)
    for k, chunk in enumerate(np.array_split(idx, n_folds)):
        fold[chunk] = k
    return fold


class BreathDataset(Dataset):
    def __init__(self, X, y, u_out):
        self.X, self.y, self.u_out = X, y, u_out

    def __len__(self):
        return len(self.X)

    def __getitem__(self, i):
        return (torch.from_numpy(self.X[i]),
                torch.from_numpy(self.y[i]),
                torch.from_numpy((1 - self.u_out[i]).astype(np.float32)))
