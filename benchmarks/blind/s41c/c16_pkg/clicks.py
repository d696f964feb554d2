import numpy as np

from .config import CFG

COLS = list(CFG["cards"])


def make_clicks(n, rng, app_rate, channel_rate):
    """Ad clicks; is_attributed (the app was downloaded) depends on app, channel, hour and on
    whether the ip is a click farm (many clicks, almost never downloads)."""
    X = np.column_stack([rng.integers(0, CFG["cards"][c], n) for c in COLS])
    farm = X[:, 0] < 20
    logit = app_rate[X[:, 1]] + channel_rate[X[:, 4]] - 2.5 * farm + 0.4 * np.cos(X[:, 5] / 24 * 2 * np.pi)
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return X, y


def make_competition(seed):
    rng = np.random.default_rng(seed)
    app_rate = rng.normal(-1.0, 1.2, CFG["cards"]["app"])
    channel_rate = rng.normal(0.0, 0.8, CFG["cards"]["channel"])
    X, y = make_clicks(CFG["n_labeled"], rng, app_rate, channel_rate)
    X_test, y_test = make_clicks(CFG["n_unlabeled"], rng, app_rate, channel_rate)
    return X, y, X_test, y_test


def roc_auc(y, p):
    order = np.argsort(p)
    r = np.empty(len(p))
    r[order] = np.arange(1, len(p) + 1)
    pos = y == 1
    return float((r[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))
