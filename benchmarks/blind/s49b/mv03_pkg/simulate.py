import numpy as np
import torch


def topple_within(grains, side, rounds):
    """Parallel toppling for a fixed number of rounds; returns which sites toppled at least once."""
    g = grains.reshape(side, side).copy()
    toppled = np.zeros_like(g, dtype=bool)
    for _ in range(rounds):
        hot = g >= 4
        if not hot.any():
            break
        toppled |= hot
        g = g - 4 * hot
        g[1:, :] += hot[:-1, :]
        g[:-1, :] += hot[1:, :]
        g[:, 1:] += hot[:, :-1]
        g[:, :-1] += hot[:, 1:]
    return toppled.reshape(-1)


def make_scenarios(side=12, n=160, rain=0.3, rounds=3, seed=0):
    """A light sprinkle of sand falls on a settled pile; which sites topple in the first rounds?"""
    rng = np.random.default_rng(seed)
    feats, labels = [], []
    border = np.zeros((side, side), dtype=np.float32)
    border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = 1.0
    for _ in range(n):
        grains = rng.choice(4, size=side * side, p=[0.1, 0.2, 0.3, 0.4])
        wet = (rng.random(side * side) < rain).astype(np.int64)
        full = (grains == 3).astype(np.float32)
        feats.append(np.stack([grains / 3.0, full, wet.astype(np.float32), border.reshape(-1)], axis=1))
        labels.append(topple_within(grains + wet, side, rounds))
    x = torch.tensor(np.stack(feats), dtype=torch.float32)
    y = torch.tensor(np.stack(labels), dtype=torch.float32)
    return x, y
