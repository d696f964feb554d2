"""Synthetic English-learner essays: token ids whose statistics (rare-word share,
repetition, 'error' tokens, length) drive six analytic scores on the 1.0-5.0 scale."""
import numpy as np
import torch

from .config import CFG

N_SPECIAL = 2            # 0 = pad, 1 = error token (misspelling / agreement slip)


def make_essays(seed):
    rng = np.random.default_rng(seed)
    n, L, V = CFG.n_essays, CFG.max_len, CFG.vocab
    skill = rng.normal(0, 1, (n, 1))
    ids = np.zeros((n, L), np.int64)
    lengths = np.clip((30 + 8 * skill[:, 0] + rng.normal(0, 5, n)).astype(int), 10, L)
    rare_share, err_share, rep_share = [], [], []
    for k in range(n):
        s = skill[k, 0]
        zipf = rng.zipf(1.6 - 0.15 * np.tanh(s), lengths[k]) % (V - N_SPECIAL) + N_SPECIAL
        err = rng.random(lengths[k]) < 0.12 * (1 - np.tanh(s)) / 2 + 0.01
        zipf[err] = 1
        ids[k, :lengths[k]] = zipf
        rare_share.append((zipf > 40).mean())
        err_share.append(err.mean())
        rep_share.append(1 - len(set(zipf.tolist())) / lengths[k])
    rare, err, rep = map(np.array, (rare_share, err_share, rep_share))
    base = 3.0 + 0.45 * skill[:, 0]
    y = np.stack([
        base - 1.5 * rep,                   # cohesion
        base + 0.02 * (lengths - 30),       # syntax
        base + 2.0 * rare,                  # vocabulary
        base + 1.0 * rare - 1.0 * rep,      # phraseology
        base - 6.0 * err,                   # grammar
        base - 8.0 * err,                   # conventions
    ], 1) + rng.normal(0, 0.25, (n, 6))
    y = np.clip(np.round(y * 2) / 2, 1.0, 5.0).astype(np.float32)
    return torch.from_numpy(ids), torch.from_numpy(y)
