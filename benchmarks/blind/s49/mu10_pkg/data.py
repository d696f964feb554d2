import math

import numpy as np
import torch

SR = 8000


def tank_scene(n, rng):
    """Bubble pops (decaying chirps, Minnaert-like) are the signal; the diaphragm pump buzz is noise."""
    t = np.arange(n) / SR
    bubbles = np.zeros(n)
    for _ in range(int(rng.integers(6, 14))):
        p = int(rng.integers(0, n - 200))
        f = rng.uniform(600, 2500)
        tt = np.arange(200) / SR
        bubbles[p:p + 200] += np.sin(2 * math.pi * f * (1 + 40 * tt) * tt) * np.exp(-tt * 120)
    mains = rng.choice([50.0, 60.0])
    buzz = sum(np.sign(np.sin(2 * math.pi * 2 * mains * k * t)) / k ** 1.5 for k in (1, 2, 3))
    return (0.4 * bubbles).astype(np.float32), (0.15 * buzz + 0.01 * rng.normal(size=n)).astype(np.float32)


def make_corpus(count, n, seed):
    rng = np.random.default_rng(seed)
    clean, noise = zip(*(tank_scene(n, rng) for _ in range(count)))
    clean = torch.from_numpy(np.stack(clean))
    return clean + torch.from_numpy(np.stack(noise)), clean
