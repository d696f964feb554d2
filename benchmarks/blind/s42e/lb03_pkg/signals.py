"""Synthetic carousel drive-motor current windows (64 samples at 8 Hz)."""
import math

import torch

LENGTH = 64


def current_windows(n, gen):
    t = torch.arange(LENGTH, dtype=torch.float32) / 8.0
    riders = torch.rand(n, 1, generator=gen)                 # load fraction
    crank_hz = 0.35 + 0.1 * torch.rand(n, 1, generator=gen)  # horse crank rate
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    base = 0.4 + 0.5 * riders
    crank = 0.15 * (0.5 + riders) * torch.sin(2 * math.pi * crank_hz * t + phase)
    gear = 0.04 * torch.sin(2 * math.pi * 6 * crank_hz * t + 3 * phase)
    noise = 0.02 * torch.randn(n, LENGTH, generator=gen)
    return (base + crank + gear + noise - 0.65) / 0.3


def mean_spectrum(x):
    return torch.fft.rfft(x, dim=-1).abs().mean(0)
