import math

import numpy as np
import torch

SR = 8000
CLASSES = ("idle_hum", "kernel_pop", "oil_sizzle", "lid_rattle")


def _event(label, n, rng):
    t = np.arange(n) / SR
    hum = 0.05 * np.sin(2 * math.pi * rng.uniform(95, 125) * t)
    x = hum + 0.01 * rng.normal(size=n)
    if label == 1:
        for _ in range(int(rng.integers(1, 4))):
            p = int(rng.integers(0, n - 300))
            x[p:p + 300] += rng.uniform(0.5, 1.0) * rng.normal(size=300) * np.exp(-np.arange(300) / 25.0)
    elif label == 2:
        x += 0.12 * np.diff(rng.normal(size=n + 1)) * (rng.random(n) < 0.3)
    elif label == 3:
        rate = rng.uniform(14, 22)
        gate = (np.sin(2 * math.pi * rate * t) > 0.7).astype(float)
        x += 0.25 * gate * np.sin(2 * math.pi * rng.uniform(600, 900) * t)
    return x


def make_split(n_clips, seed, n_samples=4000):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(CLASSES), n_clips)
    clips = np.stack([_event(int(y), n_samples, rng) for y in labels]).astype(np.float32)
    return torch.from_numpy(clips), torch.from_numpy(labels).long()
