"""Synthetic motor-current traces recorded during the 2-second tumble test."""
import math

import torch

LOADS = ("empty", "towels", "jeans", "delicates", "mixed")


def tumble_traces(n_per_class=160, length=128, seed=11):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 2.0, length)
    xs, ys = [], []
    # (inertia, unbalance amplitude, damping / water uptake, harmonic)
    profile = {
        0: (0.2, 0.02, 0.1, 1.0),
        1: (1.0, 0.25, 0.8, 1.0),
        2: (1.4, 0.45, 0.4, 2.0),
        3: (0.5, 0.08, 0.6, 3.0),
        4: (1.1, 0.35, 0.6, 1.5),
    }
    for label, (inertia, unbalance, damping, harm) in profile.items():
        inertia = inertia * (1 + 0.3 * torch.randn(n_per_class, 1, generator=g))
        phase = 2 * math.pi * torch.rand(n_per_class, 1, generator=g)
        speed = 1 - torch.exp(-t / (0.3 + 0.2 * inertia))
        ripple = unbalance * torch.sin(2 * math.pi * harm * 3 * t * speed + phase)
        current = inertia * (1 - speed) * 2.5 + 0.6 + damping * 0.3 * speed + ripple
        current = current + 0.35 * torch.randn(n_per_class, length, generator=g)
        xs.append(current)
        ys.append(torch.full((n_per_class,), label))
    X = torch.cat(xs)[:, None, :]
    y = torch.cat(ys)
    perm = torch.randperm(len(y), generator=g)
    return X[perm], y[perm]


def loader(X, y, batch_size, shuffle=True):
    order = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for s in range(0, len(y), batch_size):
        idx = order[s:s + batch_size]
        yield X[idx], y[idx]
