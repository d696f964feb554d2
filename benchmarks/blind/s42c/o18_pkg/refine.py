"""Hand-rolled gradient descent on the weighted profile R-factor."""
import torch

from .pattern import calc_pattern


def rwp_squared(params, two_theta, y_obs, hkl_norms):
    w = 1.0 / y_obs.clamp(min=1.0)
    y_calc = calc_pattern(params, two_theta, hkl_norms)
    return (w * (y_obs - y_calc) ** 2).sum() / (w * y_obs ** 2).sum()


def gd_step(params, step_sizes, active):
    with torch.no_grad():
        for name in active:
            params[name] -= step_sizes[name] * params[name].grad


def zero_grads(params):
    for p in params.values():
        if p.grad is not None:
            p.grad.zero_()
