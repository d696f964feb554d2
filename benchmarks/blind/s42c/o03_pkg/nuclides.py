"""Decay chain A -> B -> (stable) and the counting set-up.

Numbers are loosely modelled on a freshly separated parent sample counted
on the HPGe detector in 20-minute live-time intervals for a day.
"""
import math

import torch

LN2 = math.log(2.0)

CHAIN = {
    "A": {"half_life_h": 6.6, "line_keV": 181.1, "efficiency": 0.021, "yield": 0.061},
    "B": {"half_life_h": 1.9, "line_keV": 140.5, "efficiency": 0.026, "yield": 0.89},
}
N0_TRUE = 2.0e8            # atoms of A at the end of separation
BACKGROUND_CPS = {"A": 0.35, "B": 0.60}   # continuum under each peak, counts/s

LIVE_TIME_S = 1200.0
N_INTERVALS = 72           # 72 x 20 min = 24 h


def decay_constant_per_h(half_life_h):
    return LN2 / half_life_h


def bateman(lam_a, lam_b, n0, t_h):
    """Activities (decays per hour) of A and B; B is zero at t = 0."""
    act_a = lam_a * n0 * torch.exp(-lam_a * t_h)
    act_b = n0 * lam_a * lam_b / (lam_b - lam_a) * (torch.exp(-lam_a * t_h) - torch.exp(-lam_b * t_h))
    return act_a, act_b


def expected_counts(lam_a, lam_b, n0, t_h):
    """Mean peak counts in each live-time interval starting at t_h."""
    act_a, act_b = bateman(lam_a, lam_b, n0, t_h)
    per_s = 1.0 / 3600.0
    mu_a = (act_a * per_s * CHAIN["A"]["efficiency"] * CHAIN["A"]["yield"] + BACKGROUND_CPS["A"]) * LIVE_TIME_S
    mu_b = (act_b * per_s * CHAIN["B"]["efficiency"] * CHAIN["B"]["yield"] + BACKGROUND_CPS["B"]) * LIVE_TIME_S
    return mu_a, mu_b
