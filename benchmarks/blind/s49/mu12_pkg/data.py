import math

import numpy as np
import torch

SR = 8000


def marble_run(n, rng):
    clacks = np.zeros(n)
    k = np.arange(96)
    for p in np.cumsum(rng.integers(300, 1400, 40)):
        if p >= n - 96:
            break
        f = rng.uniform(2000, 3400)
        clacks[p:p + 96] += rng.uniform(0.3, 0.8) * np.sin(2 * math.pi * f * k / SR) * np.exp(-k / 10.0)
    speed = 0.6 + 0.4 * np.sin(2 * math.pi * rng.uniform(0.2, 0.8) * np.arange(n) / SR)
    rumble = np.convolve(rng.normal(size=n), np.hanning(40) / 20.0, mode="same") * speed
    return np.stack([clacks, 0.5 * rumble])


def make_mixtures(count, n, seed):
    rng = np.random.default_rng(seed)
    sources = np.stack([marble_run(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(sources.sum(1)), torch.from_numpy(sources)
