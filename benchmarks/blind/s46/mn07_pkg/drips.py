"""Synthetic contact-microphone recordings of a dripping kitchen tap.

Every drop that hits the sink makes a short 'plink': a decaying resonance whose pitch falls with
drop size, followed by a bubble chirp.  We classify the washer wear (drop size) into 4 classes
from a 64-sample envelope of one plink.
"""
import numpy as np
import torch


def plink_envelopes(n, length=64, seed=0):
    rng = np.random.default_rng(seed)
    size = rng.integers(0, 4, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / length
    pitch = (28.0 - 4.0 * size)[:, None] * rng.uniform(0.9, 1.1, size=(n, 1))
    decay = (6.0 + 2.0 * size)[:, None]
    chirp_at = rng.uniform(0.3, 0.6, size=(n, 1))
    ring = np.exp(-decay * t) * np.sin(2 * np.pi * pitch * t)
    chirp = 0.4 * (t > chirp_at) * np.exp(-20 * (t - chirp_at)) * np.sin(2 * np.pi * (pitch + 40 * t) * t)
    x = ring + chirp + 0.05 * rng.standard_normal((n, length))
    return torch.tensor(x, dtype=torch.float32), torch.tensor(size, dtype=torch.long)
