import math

import numpy as np
import torch

SR = 8000


def metronome(n, rng, pitch_range):
    bpm = rng.uniform(60, 180)
    period = int(SR * 60 / bpm)
    f = rng.uniform(*pitch_range)
    click = np.sin(2 * math.pi * f * np.arange(160) / SR) * np.exp(-np.arange(160) / 18.0)
    out = np.zeros(n)
    for pos in range(int(rng.integers(0, period)), n - 160, period):
        out[pos:pos + 160] += click * rng.uniform(0.7, 1.0)
    return out


def mixtures(count, n, seed):
    """Source 0 is the brass-bell metronome (high), source 1 the wooden one (low)."""
    rng = np.random.default_rng(seed)
    hi = np.stack([metronome(n, rng, (1800, 2600)) for _ in range(count)])
    lo = np.stack([metronome(n, rng, (500, 900)) for _ in range(count)])
    lid = 0.02 * rng.normal(size=(count, n))
    sources = np.stack([hi, lo], axis=1).astype(np.float32)
    mix = (hi + lo + lid).astype(np.float32)
    return torch.from_numpy(mix), torch.from_numpy(sources)
