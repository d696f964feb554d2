"""American-Express-style monthly statements: up to 13 statements per customer,
delinquency / spend / balance / payment / risk variables, default within 120 days."""
import numpy as np
import torch

from .config import CFG


def make_statements(seed):
    rng = np.random.default_rng(seed)
    n, T, F = CFG.n_customers, CFG.n_statements, CFG.n_features
    risk = rng.normal(0, 1, n)
    n_stmt = np.where(rng.random(n) < 0.8, T, rng.integers(1, T, n))
    mask = (np.arange(T)[None] >= T - n_stmt[:, None])                 # left-padded, most recent last
    trend = np.linspace(-1, 0, T)[None]
    x = rng.normal(0, 1, (n, T, F))
    x[..., 0] += risk[:, None] * (1 + trend)                            # D_ delinquency drifts towards risk
    x[..., 1] -= 0.6 * risk[:, None]                                    # P_ payment
    x[..., 2] += 0.8 * risk[:, None] * np.abs(trend)                    # B_ balance, old statements
    x = np.where(mask[..., None], x, 0.0).astype(np.float32)
    logit = 1.6 * risk + 0.6 * x[:, -1, 3] - 1.2
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return torch.from_numpy(x), torch.from_numpy(mask), torch.from_numpy(y)
