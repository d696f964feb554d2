import math

import numpy as np
import torch

SR = 8000


def voiced_note(n, rng):
    """Glottal-pulse train through two formant resonators: a crude vowel."""
    t = np.arange(n) / SR
    f0 = rng.uniform(110, 210) * (1 + 0.05 * np.sin(2 * math.pi * 3 * t))
    src = np.sign(np.sin(2 * math.pi * np.cumsum(f0) / SR)) * 0.5
    out = np.zeros(n)
    for fc, bw in ((rng.uniform(500, 800), 80.0), (rng.uniform(1100, 1800), 120.0)):
        r = math.exp(-math.pi * bw / SR)
        a1, a2 = -2 * r * math.cos(2 * math.pi * fc / SR), r * r
        y1 = y2 = 0.0
        res = np.empty(n)
        for i in range(n):
            y = src[i] - a1 * y1 - a2 * y2
            res[i], y2, y1 = y, y1, y
        out += res / np.abs(res).max()
    env = np.clip(np.sin(math.pi * t / t[-1]) * 2, 0, 1)
    return 0.3 * out * env


def grinder_crunch(n, rng):
    t = np.arange(n) / SR
    crank = 0.5 + 0.5 * np.sin(2 * math.pi * rng.uniform(1.0, 2.5) * t) ** 2
    grit = rng.normal(size=n) * (rng.random(n) < 0.08)
    return 0.5 * crank * np.convolve(grit, np.exp(-np.arange(30) / 6.0), mode="same")


def pairs(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([voiced_note(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([grinder_crunch(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)
