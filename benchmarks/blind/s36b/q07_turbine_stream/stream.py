import math

import torch


def turbine_streams(n_turbines, length, seed=0):
    """One long multichannel stream per turbine: rotor harmonics, wind gusts, sensor noise."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    freq = 0.05 + 0.03 * torch.rand(n_turbines, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n_turbines, 1, generator=g)
    gust = torch.cumsum(0.05 * torch.randn(n_turbines, length, generator=g), dim=1)
    rotor = torch.sin(freq * t + phase) + 0.3 * torch.sin(3 * freq * t)
    wind = torch.tanh(0.3 * gust)
    vib = rotor * (1.0 + 0.5 * wind) + 0.05 * torch.randn(n_turbines, length, generator=g)
    return torch.stack([vib, wind, rotor], dim=-1)


def tbptt_windows(series, window):
    """Consecutive windows over time; every window continues where the last one ended."""
    steps = (series.size(1) - 1) // window
    for k in range(steps):
        s = k * window
        yield series[:, s:s + window], series[:, s + 1:s + window + 1, :1]
