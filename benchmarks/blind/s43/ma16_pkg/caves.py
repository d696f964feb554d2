"""Synthetic drip-logger summaries from show caves.

Per day: mean and variance of drip interval, burst count, autocorrelation at 1 h / 6 h / 24 h,
response lag to surface rain, skewness and a few spectral ratios.  Every cave has its own
bedrock thickness and fracture network, which shifts and rescales these features.
"""
import torch

REGIMES = ["seepage", "fracture_flow", "overflow", "seasonal_pulse", "dry"]
N_STATS = 12


def cave_days(n_caves, per_regime, seed=0):
    gen = torch.Generator().manual_seed(seed)
    signature = 1.2 * torch.randn(len(REGIMES), N_STATS, generator=gen)
    for cave in range(n_caves):
        thickness = 0.6 + 0.8 * torch.rand(N_STATS, generator=gen)
        shift = 0.8 * torch.randn(N_STATS, generator=gen)
        xs, ys = [], []
        for r in range(len(REGIMES)):
            xs.append(signature[r] * thickness + shift + torch.randn(per_regime, N_STATS, generator=gen))
            ys.append(torch.full((per_regime,), r))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield cave, (x[:cut], y[:cut]), (x[cut:], y[cut:])
