"""Synthetic 3-axis cabin accelerometer windows, 64 samples at 8 Hz."""
import math

import torch

LENGTH = 64


def windows(gen, n, sway_fraction=0.3):
    t = torch.arange(LENGTH) / 8.0
    sway = (torch.rand(n, generator=gen) < sway_fraction).float()
    f_sway = 0.25 + 0.2 * torch.rand(n, 1, generator=gen)
    amp = sway[:, None] * (0.15 + 0.2 * torch.rand(n, 1, generator=gen)) * (0.3 + t / t[-1])
    lateral = amp * torch.sin(2 * math.pi * f_sway * t + 6.28 * torch.rand(n, 1, generator=gen))
    tower = (torch.rand(n, 1, generator=gen) < 0.4).float()
    bump_at = torch.randint(8, 56, (n, 1), generator=gen)
    bump = tower * 0.6 * torch.exp(-((t * 8 - bump_at) / 2.0) ** 2)
    x = torch.stack([lateral, 0.3 * lateral.roll(3, 1) + 0.5 * bump, bump + 0.02], 1)
    x = x + 0.08 * torch.randn(n, 3, LENGTH, generator=gen)
    return x, sway


def mask(x, gen, p=0.25):
    keep = (torch.rand(x.shape[0], 1, x.shape[2], generator=gen) > p).float()
    return x * keep
