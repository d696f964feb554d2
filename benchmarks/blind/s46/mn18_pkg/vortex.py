"""Synthetic tracks of a cork crumb spiralling into a draining bathtub (overhead phone camera).

Each track gives radius r(t) and unwrapped angle phi(t) over 48 frames.  In a free (irrotational)
vortex the angular speed grows like 1/r^2 as the crumb approaches the drain; in a stirred, forced
vortex it is nearly constant; with no swirl the crumb just drifts radially.  Labels are known only
for a few tracks; the rest are used for consistency training.
"""
import numpy as np
import torch


def tracer_tracks(n, length=48, seed=0):
    rng = np.random.default_rng(seed)
    kind = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / length
    r0 = rng.uniform(0.6, 1.0, size=(n, 1))
    r = np.clip(r0 * (1.0 - rng.uniform(0.5, 0.8, size=(n, 1)) * t), 0.08, None)
    gamma = rng.uniform(0.4, 0.8, size=(n, 1))
    omega = np.where(kind[:, None] == 0, gamma / r ** 2, np.where(kind[:, None] == 1, 4.0 * gamma, 0.2 * gamma))
    phi = np.cumsum(omega, axis=1) / length
    x = np.stack([r, np.sin(phi), np.cos(phi)], axis=1) + 0.02 * rng.standard_normal((n, 3, length))
    return torch.tensor(x, dtype=torch.float32), torch.tensor(kind, dtype=torch.long)


def perturb(x, sigma=0.04):
    shift = int(torch.randint(-3, 4, (1,)))
    return torch.roll(x, shift, dims=2) + sigma * torch.randn_like(x)
