import math

import torch


def mooring_logs(lines, days, seed):
    """Per line and day: nitrate, light, temperature, current, depth, blade length."""
    g = torch.Generator().manual_seed(seed)
    day = torch.arange(days).float()
    season = torch.cos(2 * math.pi * (day - 20.0) / 365.0)
    nitrate = (8.0 * season + 4.0).clamp(min=0.2) + torch.rand(lines, days, generator=g)
    light = 6.0 + 10.0 * torch.rand(lines, days, generator=g) * (1.2 - season)
    temp = 8.0 + 4.0 * (1 - season) + 0.5 * torch.randn(lines, days, generator=g)
    current = 0.05 + 0.3 * torch.rand(lines, 1, generator=g).expand(lines, days)
    depth = 1.0 + 4.0 * torch.rand(lines, 1, generator=g).expand(lines, days)
    light_at_depth = light * torch.exp(-0.25 * depth)
    growth = (3.0 * nitrate / (nitrate + 2.0) * light_at_depth / (light_at_depth + 3.0)
              * torch.exp(-((temp - 10.0) / 5.0) ** 2) * (1 + 1.5 * current))
    growth = growth + 0.15 * torch.randn(lines, days, generator=g)
    x = torch.stack([nitrate / 10, light / 10, (temp - 10) / 3, current * 3, depth / 5], dim=-1)
    return x.reshape(-1, 5), growth.reshape(-1, 1)


def micro_batches(x, y, size, generator):
    perm = torch.randperm(len(x), generator=generator)
    for i in range(0, len(x) - size + 1, size):
        idx = perm[i:i + size]
        yield x[idx], y[idx]
