import numpy as np

from .config import CFG


def make_moa(seed=0):
    """g-* and c-* features driven by a few latent pathways; each target (MoA) fires when its
    pathway activation crosses a threshold, plus the cp_time / cp_dose columns."""
    rng = np.random.default_rng(seed)
    n, g, c, t = CFG["n_rows"], CFG["n_genes"], CFG["n_cells"], CFG["n_targets"]
    pathways = rng.normal(size=(n, 6))
    cp_time = rng.choice([24, 48, 72], size=n)
    cp_dose = rng.choice([0, 1], size=n)
    genes = pathways @ rng.normal(size=(6, g)) * (1 + 0.3 * cp_dose[:, None]) + rng.normal(0, 1.0, (n, g))
    cells = np.tanh(pathways @ rng.normal(size=(6, c))) * (cp_time[:, None] / 48) + rng.normal(0, 0.5, (n, c))
    hidden = np.tanh(pathways @ rng.normal(size=(6, 24)))
    logits = hidden @ rng.normal(size=(24, t)) * 2.0 - 2.5
    targets = (rng.random((n, t)) < 1 / (1 + np.exp(-logits))).astype(np.float32)
    X = np.concatenate([genes, cells, (cp_time[:, None] - 48) / 24, cp_dose[:, None]], axis=1)
    return X.astype(np.float32), targets


def rank_gauss(train, test):
    """Cheap stand-in for QuantileTransformer(output_distribution='normal')."""
    out_tr, out_te = np.empty_like(train), np.empty_like(test)
    for j in range(train.shape[1]):
        ref = np.sort(train[:, j])
        for src, dst in ((train, out_tr), (test, out_te)):
            q = (np.searchsorted(ref, src[:, j]) + 0.5) / (len(ref) + 1)
            dst[:, j] = np.sqrt(2) * _erfinv(2 * q - 1)
    return out_tr, out_te


def _erfinv(y):
    a = 0.147
    ln = np.log(1 - y ** 2)
    t = 2 / (np.pi * a) + ln / 2
    return np.sign(y) * np.sqrt(np.sqrt(t ** 2 - ln / a) - t)


def multilabel_folds(targets, n_folds, seed):
    rng = np.random.default_rng(seed)
    order = np.argsort(targets.sum(1) + rng.random(len(targets)) * 0.1)
    folds = np.empty(len(targets), dtype=int)
    folds[order] = np.arange(len(targets)) % n_folds
    return folds
