import math

import torch


def fermentation_curves(n_batches=24, n_hours=120, seed=3):
    """Hourly hydrometer log of several mead batches.

    Channels: specific gravity (scaled as points above 1.000), must temperature,
    nutrient addition flag.  Target is the next hour's gravity.
    """
    g = torch.Generator().manual_seed(seed)
    og = 90.0 + 30.0 * torch.rand(n_batches, generator=g)          # original gravity points
    fg = 5.0 + 10.0 * torch.rand(n_batches, generator=g)           # final gravity points
    lag = 6.0 + 18.0 * torch.rand(n_batches, generator=g)
    rate = 0.03 + 0.04 * torch.rand(n_batches, generator=g)
    temp_base = 16.0 + 6.0 * torch.rand(n_batches, generator=g)

    hours = torch.arange(n_hours).float().unsqueeze(1)             # (T, 1)
    temp = temp_base + 1.5 * torch.sin(2 * math.pi * hours / 24.0)
    temp = temp + 0.3 * torch.randn(n_hours, n_batches, generator=g)
    speed = rate * (1.0 + 0.05 * (temp - 18.0))
    progress = torch.sigmoid(speed * (hours - lag) * 2.0)
    gravity = og - (og - fg) * progress
    gravity = gravity + 0.4 * torch.randn(n_hours, n_batches, generator=g)

    nutrient = torch.zeros(n_hours, n_batches)
    for b in range(n_batches):
        for h in (24, 48, 72):
            nutrient[h, b] = 1.0

    feats = torch.stack([gravity / 100.0, (temp - 18.0) / 4.0, nutrient], dim=2)
    targets = gravity[1:] / 100.0
    return feats[:-1].contiguous(), targets.contiguous()


def split(feats, targets, n_val=6):
    return (feats[:, :-n_val], targets[:, :-n_val]), (feats[:, -n_val:], targets[:, -n_val:])
