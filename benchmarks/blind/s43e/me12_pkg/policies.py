"""Synthetic car-insurance policies (ps_ind_*, ps_car_*, ps_calc_* style), binary claim target."""
import numpy as np
import torch

from .config import CFG


def make_policies(seed):
    rng = np.random.default_rng(seed)
    n = CFG.n_train + CFG.n_test
    latent = rng.normal(0, 1, (n, 3))
    cont = latent @ rng.normal(0, 1, (3, CFG.n_cont)) + rng.normal(0, 0.8, (n, CFG.n_cont))
    binary = (latent @ rng.normal(0, 1, (3, CFG.n_bin)) + rng.normal(0, 1, (n, CFG.n_bin)) > 0.5)
    logit = np.log(CFG.pos_rate / (1 - CFG.pos_rate)) + 0.7 * latent[:, 0] - 0.5 * latent[:, 1] * latent[:, 2]
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    # rank-gauss-like scaling of the continuous columns
    ranks = cont.argsort(0).argsort(0) / (n - 1)
    cont = np.sqrt(2) * _erfinv(np.clip(2 * ranks - 1, -0.999, 0.999))
    x = np.concatenate([binary.astype(np.float32), cont.astype(np.float32)], 1)
    return torch.from_numpy(x[:CFG.n_train]), torch.from_numpy(y[:CFG.n_train]), \
        torch.from_numpy(x[CFG.n_train:]), torch.from_numpy(y[CFG.n_train:])


def _erfinv(z):
    return torch.erfinv(torch.from_numpy(z)).numpy()


def normalized_gini(y, s):
    order = np.argsort(-s, kind="mergesort")
    y = y[order]
    cum = np.cumsum(y) / y.sum()
    g = cum.sum() / len(y) - (len(y) + 1) / (2 * len(y))
    y_best = np.sort(y)[::-1]
    g_best = (np.cumsum(y_best) / y_best.sum()).sum() / len(y) - (len(y) + 1) / (2 * len(y))
    return g / g_best
