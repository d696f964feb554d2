import math

import torch


def sine_mixture(batch, length, n_freq=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length).float()
    freqs = torch.rand(batch, n_freq, 1, generator=g) * 0.3 + 0.05
    phases = torch.rand(batch, n_freq, 1, generator=g) * 2 * math.pi
    signal = torch.sin(freqs * t + phases).sum(1)
    return signal.unsqueeze(-1)


def windows(series, size):
    for start in range(0, series.size(1) - 1, size):
        end = min(start + size, series.size(1) - 1)
        yield series[:, start:end], series[:, start + 1:end + 1]
