"""Simulated sentinel-surveillance series (stands in for the weekly bulletin)."""
import numpy as np
import torch

from .epi import sir_weekly_cases

TRUTH = {"beta": 0.42, "gamma": 0.25, "rho": 0.18, "log_i0": np.log(40.0)}


def weekly_reports(seed=19, overdispersion=30.0):
    rng = np.random.default_rng(seed)
    with torch.no_grad():
        mu = sir_weekly_cases(*(torch.tensor(TRUTH[k], dtype=torch.float64)
                                for k in ("beta", "gamma", "rho", "log_i0"))).numpy()
    # negative binomial with mean mu, size = overdispersion
    p = overdispersion / (overdispersion + mu)
    return torch.tensor(rng.negative_binomial(overdispersion, p), dtype=torch.float64)
