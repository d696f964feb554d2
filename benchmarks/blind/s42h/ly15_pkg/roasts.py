"""Synthetic colour-meter readings of coffee beans during roasting -> roast level.

Readings: 6-channel reflectance (near-IR to blue), bean temperature, minutes since first crack.
Levels: light / medium / medium-dark / dark.
"""
import torch

LEVELS = ["light", "medium", "medium-dark", "dark"]


def reading(level, n, g):
    darkness = (level + torch.rand(n, 1, generator=g)) / len(LEVELS)
    channels = torch.linspace(1.0, 0.4, 6).unsqueeze(0)
    refl = channels * (1 - 0.8 * darkness) + 0.03 * torch.randn(n, 6, generator=g)
    temp = 195 + 35 * darkness + 2 * torch.randn(n, 1, generator=g)
    since_fc = torch.clamp(5 * darkness - 1, min=0) + 0.3 * torch.rand(n, 1, generator=g)
    return torch.cat([refl, (temp - 210) / 15, since_fc / 3], dim=1)


def dataset(n_per_level=200, seed=4):
    g = torch.Generator().manual_seed(seed)
    X = torch.cat([reading(k, n_per_level, g) for k in range(len(LEVELS))])
    y = torch.arange(len(LEVELS)).repeat_interleave(n_per_level)
    return X, y


def roast_session(n_readings=90, seed=21):
    """One batch roast followed minute by minute: the level creeps from light to dark."""
    g = torch.Generator().manual_seed(seed)
    levels = torch.linspace(0, len(LEVELS) - 1e-3, n_readings).long()
    return torch.cat([reading(int(k), 1, g) for k in levels])
