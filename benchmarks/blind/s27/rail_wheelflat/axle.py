"""Synthetic axle-box acceleration: healthy wheels, wheel flats (one impact per revolution)
and polygonal wear (a harmonic at the polygon order)."""
import math

import torch

LENGTH = 384
CONDITIONS = ("healthy", "flat", "polygonal")


def passes(n, generator):
    labels = torch.randint(3, (n,), generator=generator)
    t = torch.arange(LENGTH, dtype=torch.float32)
    period = 40 + 30 * torch.rand(n, 1, generator=generator)  # samples per revolution
    phase = period * torch.rand(n, 1, generator=generator)
    signal = 0.5 * torch.randn(n, LENGTH, generator=generator)  # track irregularity
    impacts = torch.exp(-0.5 * (torch.remainder(t - phase, period) / 1.5) ** 2)
    ringing = torch.sin(2 * math.pi * t / 6.0)
    signal += (labels == 1).float().unsqueeze(1) * 1.6 * impacts * ringing
    order = torch.randint(6, 10, (n, 1), generator=generator).float()
    signal += (labels == 2).float().unsqueeze(1) * 0.35 * torch.sin(
        2 * math.pi * order * t / period + phase)
    return signal, labels
