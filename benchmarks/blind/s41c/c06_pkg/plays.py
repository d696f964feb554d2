import numpy as np

from .config import CFG


def make_plays(n, seed):
    """Handoff snapshots: rusher speed/accel, distance to the nearest defender, defenders in the
    box, yardline, offense formation one-hot.  Yards gained is a noisy function of these."""
    rng = np.random.default_rng(seed)
    speed = rng.gamma(4, 1.0, n)
    accel = rng.gamma(3, 0.8, n)
    nearest_def = rng.gamma(2, 1.6, n)
    in_box = rng.integers(5, 10, n)
    yardline = rng.integers(1, 99, n)
    formation = rng.integers(0, 4, n)
    mean_yards = 1.0 + 0.5 * speed + 0.8 * nearest_def - 0.6 * (in_box - 7) + 0.4 * (formation == 2)
    yards = np.round(mean_yards + rng.standard_t(3, n) * 2.5).astype(int)
    yards = np.clip(yards, -5, 99 - yardline)
    X = np.column_stack([speed / 5, accel / 3, nearest_def / 4, (in_box - 7) / 2, yardline / 50 - 1,
                         np.eye(4)[formation]]).astype(np.float32)
    return X, yards + 99          # bin index in 0..198


def kfold(n, k, seed):
    f = np.random.default_rng(seed).permutation(n) % k
    return [(np.where(f != i)[0], np.where(f == i)[0]) for i in range(k)]


def batch_iter(X, y, bs, shuffle, rng=None):
    idx = rng.permutation(len(X)) if shuffle else np.arange(len(X))
    for s in range(0, len(X), bs):
        b = idx[s:s + bs]
        yield X[b], y[b]
