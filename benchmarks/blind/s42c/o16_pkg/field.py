"""Simulated fluorometer records at three downstream stations."""
import numpy as np
import torch

from .transport import slug_concentration

STATIONS_M = (600.0, 1400.0, 2600.0)
INJECTED_KG = 0.8
TRUTH = {"u": 0.42, "D": 5.5, "k": 3.0e-5}     # m/s, m^2/s, 1/s
SAMPLE_S = 30.0
DURATION_S = 3.0 * 3600.0


def breakthrough_curves(seed=9):
    rng = np.random.default_rng(seed)
    t = torch.arange(SAMPLE_S, DURATION_S + 1, SAMPLE_S, dtype=torch.float64)
    curves = {}
    for x in STATIONS_M:
        c = slug_concentration(torch.tensor(x, dtype=torch.float64), t, INJECTED_KG,
                               TRUTH["u"], TRUTH["D"], TRUTH["k"])
        noisy = c.numpy() * (1 + 0.03 * rng.standard_normal(c.shape)) + 0.05 * rng.standard_normal(c.shape)
        curves[x] = torch.tensor(np.clip(noisy, 0.0, None))
    return t, curves
