import math

import torch

TEAS = ("black", "green", "oolong", "rooibos")
FEATURES = ("sugar_g_l", "starter_pct", "temp_c", "days", "vessel_l") + TEAS


def month_of_batches(month, n, generator):
    """One month of brew-log rows. The house starter culture drifts slowly over the year,
    so the acid yield per gram of sugar changes from month to month."""
    g = generator
    sugar = 50.0 + 50.0 * torch.rand(n, generator=g)
    starter = 5.0 + 15.0 * torch.rand(n, generator=g)
    temp = 20.0 + 8.0 * torch.rand(n, generator=g)
    days = 5.0 + 16.0 * torch.rand(n, generator=g)
    vessel = 5.0 + 45.0 * torch.rand(n, generator=g)
    tea = torch.randint(0, len(TEAS), (n,), generator=g)
    culture = 1.0 + 0.25 * math.sin(2.0 * math.pi * month / 12.0)
    tea_gain = torch.tensor([1.0, 0.85, 0.95, 0.7])[tea]

    rate = 0.012 * culture * tea_gain * (temp - 15.0) * (0.5 + starter / 20.0)
    progress = 1.0 - torch.exp(-rate * days / (1.0 + vessel / 60.0))
    acidity = 0.11 * sugar * progress + 0.3 * torch.randn(n, generator=g)
    ph = 4.2 - 1.35 * torch.log1p(acidity.clamp(min=0.0)) / math.log(8.0)
    ph = ph + 0.04 * torch.randn(n, generator=g)

    onehot = torch.nn.functional.one_hot(tea, len(TEAS)).float()
    numeric = torch.stack([sugar / 100.0, starter / 20.0, temp / 30.0, days / 20.0,
                           vessel / 50.0], 1)
    x = torch.cat([numeric, onehot], 1)
    y = torch.stack([ph, acidity / 5.0], 1)
    return x, y


def batches(x, y, size, generator):
    order = torch.randperm(len(x), generator=generator)
    for i in range(0, len(x), size):
        idx = order[i:i + size]
        yield x[idx], y[idx]
