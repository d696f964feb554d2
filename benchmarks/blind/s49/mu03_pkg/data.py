import math

import numpy as np
import torch

SR = 8000
PARTIALS = (1.0, 2.76, 5.40)   # free-free bar modes of a chime tube


def chime_clip(n, rng):
    t = np.arange(n) / SR
    out = np.zeros(n)
    for _ in range(int(rng.integers(1, 4))):
        start = rng.uniform(0.0, 0.6 * n / SR)
        f0 = rng.uniform(400.0, 900.0)
        tt = np.clip(t - start, 0.0, None)
        env = (t >= start) * np.exp(-tt * rng.uniform(3.0, 6.0))
        out += env * sum(np.sin(2 * math.pi * f0 * r * tt) / (1 + i) for i, r in enumerate(PARTIALS))
    return 0.3 * out


def wind_noise(n, rng):
    gust = np.convolve(rng.normal(0.0, 1.0, n), np.hanning(64) / 32.0, mode="same")
    slow = 1.0 + 0.8 * np.sin(2 * math.pi * rng.uniform(0.3, 1.0) * np.arange(n) / SR)
    return 0.4 * gust * slow


def build_corpus(n_clips, n_samples, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([chime_clip(n_samples, rng) for _ in range(n_clips)]).astype(np.float32)
    noisy = clean + np.stack([wind_noise(n_samples, rng) for _ in range(n_clips)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)
