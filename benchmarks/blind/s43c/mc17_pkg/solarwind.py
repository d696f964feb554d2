"""Upstream solar-wind monitor (L1) and a geomagnetic activity index.

Five-minute samples of IMF Bz, solar-wind speed and proton density.  The activity
index (a 0-9 Kp-like scale) follows the coupling function v * max(-Bz, 0) with a
lag of about 30-60 minutes and slow recovery.
"""
import torch

N_CHANNELS = 3


def stream(n_steps, seed):
    g = torch.Generator().manual_seed(seed)
    bz = torch.zeros(n_steps)
    v = torch.zeros(n_steps)
    dens = torch.zeros(n_steps)
    b, s, d = 0.0, 400.0, 5.0
    for k in range(n_steps):
        b = 0.97 * b + 0.9 * float(torch.randn((), generator=g))
        s = s + 0.02 * (420 - s) + 8 * float(torch.randn((), generator=g))
        if float(torch.rand((), generator=g)) < 0.003:                  # CME / stream interface
            s += 250
            b -= 12
        d = max(0.5, d + 0.05 * (5 - d) + 0.4 * float(torch.randn((), generator=g)))
        bz[k], v[k], dens[k] = b, s, d
    coupling = v * torch.clamp(-bz, min=0) / 1000
    kp = torch.zeros(n_steps)
    level = 1.0
    for k in range(n_steps):
        drive = float(coupling[k - 8]) if k >= 8 else 0.0
        level = level + 0.08 * (1.0 + 1.8 * drive - level)
        kp[k] = min(level, 9.0)
    x = torch.stack([bz / 5, (v - 420) / 100, (dens - 5) / 2], -1)
    return x, kp


def windows(x, y, length, stride):
    xs = torch.stack([x[s:s + length] for s in range(0, x.size(0) - length, stride)])
    ys = torch.stack([y[s:s + length] for s in range(0, y.size(0) - length, stride)])
    return xs, ys
