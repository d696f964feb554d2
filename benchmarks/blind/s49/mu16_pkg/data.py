import math

import numpy as np
import torch

SR = 8000


def cracking_ice(n, rng):
    x = np.zeros(n)
    k = np.arange(400) / SR
    ring_f = rng.uniform(1800, 2600)       # glass wall mode
    for p in rng.integers(0, n - 400, int(rng.integers(14, 24))):
        snap = rng.normal(size=400) * np.exp(-k * 900)
        ring = 0.4 * np.sin(2 * math.pi * ring_f * k) * np.exp(-k * 40)
        x[p:p + 400] += rng.uniform(0.3, 0.9) * (snap + ring)
    return x


def soda_fizz(n, rng):
    fizz = rng.normal(size=n) * (rng.random(n) < 0.2)
    fizz = np.diff(fizz, prepend=0.0) * 0.08
    hum = 0.03 * np.sin(2 * math.pi * 50 * np.arange(n) / SR)
    return fizz + hum


def session_files(n_files, n, seed):
    """Each 'file' is one long recording, keyed by a made-up take name."""
    rng = np.random.default_rng(seed)
    files = {}
    for i in range(n_files):
        clean = cracking_ice(n, rng).astype(np.float32)
        noisy = (clean + soda_fizz(n, rng)).astype(np.float32)
        files[f"glass{i:02d}_take{int(rng.integers(1, 4))}"] = (torch.from_numpy(noisy), torch.from_numpy(clean))
    return files
