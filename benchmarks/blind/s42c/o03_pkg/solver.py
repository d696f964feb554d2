"""Small helpers for hand-rolled gradient descent on a dict of tensors."""
import torch

# sane ranges for the log-parameters (log per hour, log atoms)
BOUNDS = {
    "log_lam_a": (-6.0, 2.0),
    "log_lam_b": (-6.0, 2.0),
    "log_n0": (10.0, 30.0),
}


def poisson_deviance(mu, n):
    """2 * sum[ mu - n + n log(n/mu) ], the usual counting-statistics misfit."""
    n_log = torch.where(n > 0, n * torch.log(n / mu), torch.zeros_like(n))
    return 2.0 * (mu - n + n_log).sum()


def gd_update(params, step_sizes):
    """One descent step followed by projection onto BOUNDS.

    Must be called with autograd switched off (the fit loop does that).
    """
    for name, p in params.items():
        p -= step_sizes[name] * p.grad
        p.clamp_(*BOUNDS[name])


def clear_grads(params):
    for p in params.values():
        if p.grad is not None:
            p.grad.zero_()


def grad_norm(params):
    return sum(float(p.grad.pow(2).sum()) for p in params.values()) ** 0.5
