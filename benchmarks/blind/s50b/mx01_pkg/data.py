import math

import torch


def jelly_batch(n, gen, fruit_load=0.0):
    """Synthetic gelatin desserts: recipe features -> (wobble Hz, damping ratio)."""
    gel = 0.5 + 3.0 * torch.rand(n, generator=gen)          # % gelatin by mass
    sugar = 0.3 * torch.rand(n, generator=gen)              # sugar mass fraction
    set_h = 1.0 + 11.0 * torch.rand(n, generator=gen)       # hours in fridge
    temp = 2.0 + 6.0 * torch.rand(n, generator=gen)         # fridge temperature, C
    diam = 8.0 + 10.0 * torch.rand(n, generator=gen)        # mould diameter, cm
    fruit = fruit_load * torch.rand(n, generator=gen)       # volume fraction of fruit
    stiff = gel ** 1.7 * (1 - torch.exp(-set_h / 3.0)) * (1.0 - 0.04 * (temp - 2.0))
    freq = 4.0 * torch.sqrt(stiff) / (diam / 10.0) * (1 + 0.5 * sugar) * (1 - 0.6 * fruit)
    damp = 0.05 + 0.2 * fruit + 0.03 * torch.sin(math.pi * sugar / 0.3)
    x = torch.stack([gel, sugar, set_h / 12, temp / 8, diam / 18, fruit], dim=1)
    y = torch.stack([freq, 10 * damp], dim=1)
    y = y + 0.05 * torch.randn(y.shape, generator=gen)
    return x, y
