import math

import numpy as np
import torch

SR = 8000


def purr(n, rng):
    t = np.arange(n) / SR
    rate = rng.uniform(22, 30)
    pulses = (np.diff(np.floor(rate * t), prepend=0.0) > 0).astype(float)
    k = np.arange(160) / SR
    body = np.sin(2 * math.pi * rng.uniform(120, 300) * k) * np.exp(-k * 90)
    breath = 0.6 + 0.4 * np.sign(np.sin(2 * math.pi * rng.uniform(0.6, 1.0) * t))   # inhale / exhale
    return 0.5 * np.convolve(pulses, body, mode="same") * breath


def tv_babble(n, rng):
    t = np.arange(n) / SR
    syllables = 0.5 + 0.5 * np.sin(2 * math.pi * 4.5 * t + rng.uniform(0, 6)) ** 2
    voice = np.convolve(rng.normal(size=n), np.hanning(9) / 4.5, mode="same")
    return 0.5 * syllables * voice


def recordings(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([purr(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([tv_babble(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)
