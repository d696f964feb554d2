"""A child pumping a playground swing.

The rider stands up at the bottom and squats at the ends, modulating the
effective pendulum length; to first order this adds a parametric forcing term
    theta'' = -(g/L) sin(theta) - c theta' + eps * omega_p^2 * theta * cos(omega_p t).
We only know the gravity term; the pumping and damping are learned.
"""
import math

import torch

G_OVER_L = 4.0          # (2 pi / period)^2 for a ~3 s swing, rescaled


def true_rhs(y, t, eps=0.6, damping=0.05, pump_freq=2 * math.sqrt(G_OVER_L)):
    theta, omega = y[:, :1], y[:, 1:]
    pump = eps * pump_freq ** 2 * theta * math.cos(pump_freq * t) / 4.0
    return torch.cat([omega, -G_OVER_L * torch.sin(theta) - damping * omega + pump], dim=1)


@torch.no_grad()
def record_swings(n, t_end, n_frames, generator):
    y = torch.cat([0.1 + 0.3 * torch.rand(n, 1, generator=generator),
                   0.2 * torch.randn(n, 1, generator=generator)], dim=1)
    dt = t_end / (n_frames - 1)
    frames = [y]
    t = 0.0
    for _ in range(n_frames - 1):
        for _ in range(20):
            h = dt / 20
            k1 = true_rhs(y, t)
            k2 = true_rhs(y + 0.5 * h * k1, t + 0.5 * h)
            y = y + h * k2
            t += h
        frames.append(y)
    return torch.stack(frames, dim=1), dt
