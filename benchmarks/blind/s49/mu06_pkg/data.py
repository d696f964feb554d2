import math

import numpy as np
import torch

SR = 8000
NOTES = (523.3, 587.3, 659.3, 784.0, 880.0)


def recorder_phrase(n, rng):
    t = np.arange(n) / SR
    out = np.zeros(n)
    bounds = np.sort(rng.integers(0, n, 3))
    for a, b in zip(np.r_[0, bounds], np.r_[bounds, n]):
        f = NOTES[int(rng.integers(len(NOTES)))]
        seg = np.sin(2 * math.pi * f * t[a:b]) + 0.15 * np.sin(4 * math.pi * f * t[a:b])
        out[a:b] = seg * np.hanning(b - a) if b - a > 2 else 0.0
    return 0.3 * out + 0.01 * rng.normal(size=n)


def fan_noise(n, rng):
    t = np.arange(n) / SR
    blade_pass = rng.uniform(3.0, 6.0)
    whoosh = np.convolve(rng.normal(size=n), np.ones(16) / 16, mode="same")
    hum = sum(np.sin(2 * math.pi * 100 * k * t) / k for k in (1, 2, 3))
    return 0.1 * hum + 0.3 * whoosh * (1.2 + np.sin(2 * math.pi * blade_pass * t))


def recordings(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([recorder_phrase(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([fan_noise(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)
