import math

import torch

DISTANCE_BINS, BOARDS = 12, 39


def oil_patterns(n, *, seed):
    g = torch.Generator().manual_seed(seed)
    length = 32 + 15 * torch.rand(n, generator=g)
    ratio = 2 + 8 * torch.rand(n, generator=g)
    volume = 18 + 12 * torch.rand(n, generator=g)
    feet = torch.linspace(0, 60, DISTANCE_BINS)
    boards = torch.arange(1, BOARDS + 1, dtype=torch.float32)
    crown = torch.exp(-(((boards - 20) / 7) ** 2))
    shape = (1 + (ratio[:, None] - 1) * crown[None, :]) / ratio[:, None]
    taper = torch.sigmoid((length[:, None] - feet[None, :]) / 1.5)
    oil = volume[:, None, None] / 24 * taper[:, :, None] * shape[:, None, :]
    oil = oil + 0.03 * torch.randn(n, DISTANCE_BINS, BOARDS, generator=g)

    speed = 15 + 5 * torch.rand(n, generator=g)
    revs = 250 + 250 * torch.rand(n, generator=g)
    tilt = 5 + 15 * torch.rand(n, generator=g)
    launch = 8 + 14 * torch.rand(n, generator=g)
    throw = torch.stack([(speed - 17.5) / 1.5, (revs - 375) / 75, (tilt - 12.5) / 4.5,
                         (launch - 15) / 4], dim=1)

    friction = (revs / 375) * (1 - 0.03 * (tilt - 12.5)) / (speed / 17.5)
    breakpoint = (launch - 0.28 * (length - 32) * torch.log(ratio) / math.log(6) * friction
                  + 0.2 * (volume - 24) + 0.3 * torch.randn(n, generator=g))
    entry = (2.5 + 3.0 * friction * (1 - (length - 32) / 40) - 0.04 * (volume - 24)
             + 0.15 * torch.randn(n, generator=g))
    return oil[:, None], throw, torch.stack([breakpoint, entry], dim=1)
