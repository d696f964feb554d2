import numpy as np

from .config import CFG


def make_market(seed):
    rng = np.random.default_rng(seed)
    n = CFG.n_days * CFG.trades_per_day
    date = np.repeat(np.arange(CFG.n_days), CFG.trades_per_day)
    regime = rng.normal(0, 1, CFG.n_days)[date]
    X = rng.normal(size=(n, CFG.n_features)).astype(np.float32)
    X[:, 0] = (regime + rng.normal(0, 0.5, n)).astype(np.float32)
    signal = 0.6 * X[:, 1] - 0.4 * X[:, 2] * X[:, 0] + 0.3 * np.tanh(X[:, 3])
    horizons = np.array([0.25, 0.5, 1.0, 2.0])
    resp_h = signal[:, None] * horizons * 0.01 + rng.normal(0, 0.02, (n, 4)) * np.sqrt(horizons)
    resp = resp_h[:, 2] + rng.normal(0, 0.005, n)
    weight = rng.gamma(1.0, 1.0, n) * (rng.random(n) > 0.15)
    Y = np.column_stack([resp_h, resp]).astype(np.float32)
    return X, Y, weight.astype(np.float32), date


def purged_time_splits(date, n_splits, gap):
    days = np.unique(date)
    bounds = np.linspace(len(days) // 2, len(days), n_splits + 1).astype(int)
    for k in range(n_splits):
        valid_days = days[bounds[k]:bounds[k + 1]]
        train_days = days[:max(bounds[k] - gap, 1)]
        yield np.where(np.isin(date, train_days))[0], np.where(np.isin(date, valid_days))[0]


def utility_score(date, weight, resp, action):
    p = np.bincount(date, weights=weight * resp * action)
    p = p[p != 0] if np.any(p != 0) else p
    t = p.sum() / np.sqrt((p ** 2).sum() + 1e-12) * np.sqrt(250 / max(len(p), 1))
    return float(min(max(t, 0), 6) * p.sum())
