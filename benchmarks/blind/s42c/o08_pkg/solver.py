"""Plain gradient descent with box constraints (projected gradient)."""
import math

import torch

from .params import BOUNDS


def objective(params, observed, model_fn):
    expected = model_fn(params["beta"], params["gamma"], params["rho"], params["log_i0"])
    # squared error of log counts ~ a log-normal observation model
    return ((torch.log1p(expected) - torch.log1p(observed)) ** 2).mean()


def descend(params, step_sizes, max_norm=1.0):
    """Gradient step; the gradient is clipped to max_norm because d/d(beta)
    is huge whenever the epidemic curve shifts by a week."""
    gnorm = math.sqrt(sum(float(p.grad.pow(2).sum()) for p in params.values()))
    scale = min(1.0, max_norm / (gnorm + 1e-12))
    with torch.no_grad():
        for name, p in params.items():
            p -= step_sizes[name] * scale * p.grad
    return gnorm


def project(params):
    """Keep every parameter inside its plausible range."""
    for name, (lo, hi) in BOUNDS.items():
        params[name].clamp_(lo, hi)


def clear(params):
    for p in params.values():
        p.grad = None
