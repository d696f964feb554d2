"""Freesound-Audio-Tagging-like log-mels: a curated set with clean tags and a larger
noisy set (web labels: tags dropped or added at random)."""
import numpy as np
import torch

from .config import CFG


def _clips(n, rng, templates):
    tags = (rng.random((n, CFG.n_tags)) < 0.18).astype(np.float32)
    tags[tags.sum(1) == 0, rng.integers(CFG.n_tags)] = 1
    x = rng.gamma(2, 0.4, (n, CFG.n_mels, CFG.n_frames))
    for k in range(n):
        for t in np.where(tags[k])[0]:
            start = rng.integers(0, CFG.n_frames - 16)
            x[k, :, start:start + 16] += templates[t] * rng.uniform(0.7, 1.3)
    return torch.from_numpy(np.log1p(x).astype(np.float32))[:, None], torch.from_numpy(tags)


def make_sets(seed):
    rng = np.random.default_rng(seed)
    templates = np.zeros((CFG.n_tags, CFG.n_mels, 16))
    for t in range(CFG.n_tags):
        band = rng.integers(2, CFG.n_mels - 6)
        rate = rng.uniform(0.3, 1.5)
        for f in range(16):
            templates[t, band + int(2 * np.sin(rate * f)) + 2, f] = 2.5
    x_cur, y_cur = _clips(CFG.n_curated, rng, templates)
    x_noisy, y_true = _clips(CFG.n_noisy, rng, templates)
    flip = torch.from_numpy(rng.random(tuple(y_true.shape)) < 0.15)
    y_noisy = torch.where(flip, 1 - y_true, y_true)
    return x_cur, y_cur, x_noisy, y_noisy


def spec_augment(x):
    x = x.clone()
    b = x.shape[0]
    f0 = torch.randint(0, x.shape[2] - 4, (b,))
    t0 = torch.randint(0, x.shape[3] - 6, (b,))
    for i in range(b):
        x[i, :, f0[i]:f0[i] + 4] = 0
        x[i, :, :, t0[i]:t0[i] + 6] = 0
    return x + 0.05 * torch.randn_like(x)
