"""Starting values: textbook infectious period, early growth rate, first-week back-calculation."""
import math

import torch

BOUNDS = {
    "beta": (0.05, 2.0),
    "gamma": (1.0 / 14.0, 1.0),
    "rho": (0.01, 1.0),
    "log_i0": (0.0, 8.0),
}


def initial_parameters(weekly):
    """weekly: observed reports.  Early exponential growth r ~ beta - gamma."""
    first = max(float(weekly[0]), 1.0)
    growth = math.log(max(float(weekly[2]), 1.0) / first) / 14.0
    gamma = 1.0 / 4.0                       # 4-day infectious period
    guess = {
        "beta": gamma + growth,
        "gamma": gamma,
        "rho": 0.25,
        "log_i0": math.log(first / 0.25 / 3.0),
    }
    return {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in guess.items()}
