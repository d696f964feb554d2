"""Synthetic lifeguard logs: surf conditions and the observed rip-current risk level.

Features: significant wave height, peak period, wave direction relative to shore normal, tide
level, onshore wind, sand-bar depth and bar-gap spacing.  Each beach weighs them differently
(bar morphology, groynes, headlands), which is why the model is updated beach by beach.
"""
import torch

FEATURES = ["hs", "tp", "dir", "tide", "wind", "bar_depth", "gap_spacing"]
RISK = ["low", "moderate", "high"]


def beach_logs(n_beaches, days, seed=0):
    gen = torch.Generator().manual_seed(seed)
    shared = torch.tensor([1.4, 0.8, -0.6, -1.0, 0.3, -0.9, 0.7])
    for beach in range(n_beaches):
        local = shared + 0.5 * torch.randn(len(FEATURES), generator=gen)
        x = torch.randn(days, len(FEATURES), generator=gen)
        score = x @ local + 0.4 * x[:, 0] * x[:, 3] + 0.3 * torch.randn(days, generator=gen)
        lo, hi = torch.quantile(score, torch.tensor([0.4, 0.75]))
        y = (score > lo).long() + (score > hi).long()
        cut = int(0.8 * days)
        yield beach, (x[:cut], y[:cut]), (x[cut:], y[cut:])
