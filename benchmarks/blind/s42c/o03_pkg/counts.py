"""Simulated counting series (replaces the Genie2k report parser)."""
import numpy as np
import torch

from . import nuclides as nuc


def counting_series(seed=11):
    rng = np.random.default_rng(seed)
    t_h = np.arange(nuc.N_INTERVALS) * nuc.LIVE_TIME_S / 3600.0
    lam_a = nuc.decay_constant_per_h(nuc.CHAIN["A"]["half_life_h"])
    lam_b = nuc.decay_constant_per_h(nuc.CHAIN["B"]["half_life_h"])
    t = torch.tensor(t_h, dtype=torch.float64)
    mu_a, mu_b = nuc.expected_counts(torch.tensor(lam_a, dtype=torch.float64),
                                     torch.tensor(lam_b, dtype=torch.float64),
                                     torch.tensor(nuc.N0_TRUE, dtype=torch.float64), t)
    n_a = rng.poisson(mu_a.numpy())
    n_b = rng.poisson(mu_b.numpy())
    return t, torch.tensor(n_a, dtype=torch.float64), torch.tensor(n_b, dtype=torch.float64)
