import math

import torch

N_LAYERS = 12


def shower_profiles(n, generator=None):
    """Energy fraction per longitudinal layer for electrons of 1-100 GeV.

    Longitudinal development follows a gamma distribution whose maximum moves
    deeper with log(E); per-shower fluctuations are multiplicative.
    """
    log_e = torch.rand(n, 1, generator=generator) * math.log(100.0)
    t_max = 1.2 + 0.55 * log_e + 0.25 * torch.randn(n, 1, generator=generator)
    b = 0.5
    a = (b * t_max.clamp(min=0.4)) + 1.0
    depth = torch.arange(N_LAYERS, dtype=torch.float32).add(0.5).mul(1.6)
    density = depth.pow(a - 1) * torch.exp(-b * depth)
    density = density * torch.exp(0.15 * torch.randn(n, N_LAYERS, generator=generator))
    fractions = density / density.sum(dim=1, keepdim=True)
    cond = (log_e - 2.3) / 1.3
    return fractions, cond


def batches(fractions, cond, batch_size, generator=None):
    order = torch.randperm(len(fractions), generator=generator)
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield fractions[idx], cond[idx]


def mean_depth(fractions):
    depth = torch.arange(N_LAYERS, dtype=torch.float32).add(0.5)
    return (fractions * depth).sum(dim=1)
