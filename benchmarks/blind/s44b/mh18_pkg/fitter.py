"""Optimizer with a resettable state, and the fitting closure."""
import copy

import torch

from .hydraulics import fill_curve
from .parameters import physical


def make_optimizer(unknowns, lr=0.05):
    opt = torch.optim.Adam(unknowns.values(), lr=lr)
    pristine = copy.deepcopy(opt.state_dict())
    reset = lambda: opt.load_state_dict(pristine)
    return opt, reset


def make_fit(unknowns, opt, t, level):
    def objective():
        p = physical(unknowns)
        return (fill_curve(p["cd"], p["ramp_s"], p["offset"], t) - level).pow(2).mean()

    def fit(iters):
        for _ in range(iters):
            opt.zero_grad()
            value = objective()
            value.backward()
            opt.step()
        with torch.no_grad():
            return objective().item()

    return fit
