"""Optimizer factory and the fitting closure."""
from functools import partial

import torch

from .acoustics import model_db

OPTIMIZERS = {
    "adam": partial(torch.optim.Adam, betas=(0.9, 0.99)),
    "rmsprop": partial(torch.optim.RMSprop, alpha=0.95),
}


def make_optimizer(params, kind="adam", lr=0.02):
    return OPTIMIZERS[kind](list(params.values()), lr=lr)


def make_fit(f, target_db, residual=lambda a, b: (a - b).pow(2).mean()):
    def fit(params, opt, iters):
        trace = []
        for it in range(iters):
            opt.zero_grad()
            mismatch = residual(model_db(params, f), target_db)
            mismatch.backward()
            opt.step()
            trace.append(mismatch.item())
        return trace
    return fit
