import numpy as np


def make_customers(n, seed=0):
    rng = np.random.default_rng(seed)
    tenure = rng.exponential(24, n)
    monthly = rng.normal(65, 20, n)
    support_calls = rng.poisson(1.5, n)
    contract = rng.integers(0, 3, n)
    fiber = rng.random(n) < 0.4
    logit = (-1.0 - 0.05 * tenure + 0.02 * (monthly - 65) + 0.45 * support_calls
             - 0.9 * contract + 0.6 * fiber)
    churn = rng.random(n) < 1.0 / (1.0 + np.exp(-logit))
    x = np.column_stack([tenure, monthly, support_calls, contract == 1, contract == 2, fiber])
    return x.astype(np.float32), churn.astype(np.float32)


def stratified_folds(y, k, seed=0):
    rng = np.random.default_rng(seed)
    fold = np.empty(len(y), dtype=np.int64)
    for cls in (0, 1):
        idx = np.flatnonzero(y == cls)
        rng.shuffle(idx)
        fold[idx] = np.arange(len(idx)) % k
    return fold


def roc_auc(y, score):
    order = np.argsort(score)
    ranks = np.empty(len(score))
    ranks[order] = np.arange(1, len(score) + 1)
    pos = y == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return (ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
