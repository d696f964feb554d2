import math

import numpy as np
import torch

SR = 8000


def floorboard_creak(n, rng):
    """Stick-slip pulses with a drifting rate, exciting two board resonances."""
    rate = rng.uniform(40, 120) * (1 + 0.5 * np.sin(2 * math.pi * rng.uniform(0.5, 2) * np.arange(n) / SR))
    pulses = np.diff(np.floor(np.cumsum(rate) / SR), prepend=0.0) * rng.uniform(0.5, 1.0, n)
    k = np.arange(200) / SR
    kernel = sum(np.sin(2 * math.pi * f * k) * np.exp(-k * 60) for f in rng.uniform(250, 1200, 2))
    onset = int(rng.integers(0, n // 3))
    env = np.zeros(n)
    env[onset:onset + n // 2] = np.hanning(len(env[onset:onset + n // 2]))
    return 0.5 * np.convolve(pulses, kernel, mode="same") * env


def radiator(n, rng):
    hiss = 0.05 * rng.normal(size=n)
    pings = np.zeros(n)
    k = np.arange(80)
    for p in rng.integers(0, n - 80, int(rng.integers(1, 4))):
        pings[p:p + 80] += 0.3 * np.sin(2 * math.pi * 3100 * k / SR) * np.exp(-k / 12)
    return hiss + pings


def takes(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([floorboard_creak(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([radiator(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)
