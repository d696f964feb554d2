import math

import numpy as np
import torch

SR = 8000


def _whistle(n, rng):
    t = np.arange(n) / SR
    f0 = rng.uniform(900.0, 1400.0)
    wobble = 0.004 * np.sin(2 * math.pi * rng.uniform(3.0, 6.0) * t)
    onset = np.clip((t - rng.uniform(0.0, 0.15)) * 6.0, 0.0, 1.0)
    tone = np.sin(2 * math.pi * f0 * (t + wobble)) + 0.3 * np.sin(4 * math.pi * f0 * (t + wobble))
    return 0.4 * onset * tone


def _clatter(n, rng):
    x = rng.normal(0.0, 0.03, n)
    for _ in range(int(rng.integers(3, 9))):
        pos = int(rng.integers(0, n - 240))
        x[pos:pos + 240] += rng.normal(0.0, 0.35, 240) * np.exp(-np.arange(240) / 40.0)
    return x


def make_pairs(count, n_samples, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([_whistle(n_samples, rng) for _ in range(count)]).astype(np.float32)
    noise = np.stack([_clatter(n_samples, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(clean + noise), torch.from_numpy(clean)


def iterate(noisy, clean, batch_size, gen):
    order = torch.randperm(noisy.shape[0], generator=gen)
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield noisy[idx], clean[idx]
