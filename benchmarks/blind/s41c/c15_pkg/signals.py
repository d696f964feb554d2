import numpy as np

from .config import CFG


def _needle(spec, rng, start_f, drift, amp):
    t = np.arange(CFG.n_time)
    f = np.clip((start_f + drift * t).astype(int), 0, CFG.n_freq - 1)
    spec[f, t] += amp


def make_cadences(seed):
    """Target = 1 when a drifting narrow-band needle appears in the ON observations only.
    Every cadence may also hold RFI (a needle present in ON and OFF) which is not a target."""
    rng = np.random.default_rng(seed)
    X = rng.normal(0, 1, (CFG.n_cadences, CFG.n_obs, CFG.n_freq, CFG.n_time)).astype(np.float32)
    y = (rng.random(CFG.n_cadences) < CFG.pos_rate).astype(np.float32)
    for i in range(CFG.n_cadences):
        if rng.random() < 0.5:                       # RFI in all six
            f0, dr = rng.uniform(0, CFG.n_freq), rng.uniform(-0.2, 0.2)
            for o in range(CFG.n_obs):
                _needle(X[i, o], rng, f0, dr, 2.5)
        if y[i]:
            f0, dr = rng.uniform(0, CFG.n_freq), rng.uniform(-0.3, 0.3)
            for o in (0, 2, 4):
                _needle(X[i, o], rng, f0 + dr * CFG.n_time * o, dr, rng.uniform(1.5, 3.0))
    return X, y


def auc(y_true, y_score):
    order = np.argsort(y_score)
    ranks = np.empty(len(y_score))
    ranks[order] = np.arange(1, len(y_score) + 1)
    pos = y_true == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / max(n_pos * n_neg, 1))
