import math

import torch


def chime_spectrum(tube_len, n_bins, rng):
    """Log spectrum of a struck tube: free-free bar modes at ratios 1 : 2.76 : 5.40."""
    f0 = 8.0 / tube_len                                           # bin index of the fundamental
    bins = torch.arange(n_bins, dtype=torch.float32)
    spec = torch.zeros(tube_len.shape[0], n_bins)
    for ratio, amp in ((1.0, 1.0), (2.76, 0.6), (5.40, 0.35)):
        spec += amp * torch.exp(-0.5 * ((bins[None] - f0[:, None] * ratio) / 0.8) ** 2)
    return spec


def two_gusts(tube_len, n_bins, rng):
    """Two views of the same chime: different strike strength, damping and wind noise."""
    base = chime_spectrum(tube_len, n_bins, rng)
    views = []
    for _ in range(2):
        gain = 0.6 + 0.8 * torch.rand(base.shape[0], 1, generator=rng)
        blur = 1.0 + 0.3 * torch.rand(1, generator=rng).item()
        kernel = torch.exp(-0.5 * (torch.arange(-3, 4, dtype=torch.float32) / blur) ** 2)
        smeared = torch.nn.functional.conv1d(base.unsqueeze(1), (kernel / kernel.sum()).view(1, 1, -1),
                                             padding=3).squeeze(1)
        noise = 0.05 * torch.rand(base.shape, generator=rng)
        views.append(torch.log(gain * smeared + noise + 0.01) / math.log(10.0))
    return views
