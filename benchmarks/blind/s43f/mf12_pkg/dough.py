"""Dumpling line QA: does the wrapper tear during pleating? (binary, ~20 % positives)."""
import torch

COLUMNS = ["hydration", "rest_min", "sheet_mm", "filling_moisture", "pleats",
           "line_speed", "flour_protein", "room_c", "dusting_g"]


def line_samples(n, seed=37):
    g = torch.Generator().manual_seed(seed)
    hydration = 0.38 + 0.12 * torch.rand(n, generator=g)
    rest = 60 * torch.rand(n, generator=g)
    sheet = 0.8 + 1.0 * torch.rand(n, generator=g)
    filling = 0.5 + 0.3 * torch.rand(n, generator=g)
    pleats = torch.randint(8, 19, (n,), generator=g).float()
    speed = 20 + 40 * torch.rand(n, generator=g)
    protein = 0.09 + 0.05 * torch.rand(n, generator=g)
    room = 16 + 14 * torch.rand(n, generator=g)
    dusting = 5 * torch.rand(n, generator=g)
    stretch = (protein - 0.09) * 40 + torch.log1p(rest) / 2 - 25 * (hydration - 0.44) ** 2 * 20
    stress = 0.04 * speed + 0.12 * pleats + 3.0 * filling - 2.0 * sheet + 0.05 * (room - 22)
    logit = stress - 2.5 * stretch - 0.3 * dusting + 1.2 + 1.2 * torch.randn(n, generator=g)
    tear = (logit > 0).float()
    x = torch.stack([(hydration - 0.44) / 0.04, rest / 60, sheet, filling, pleats / 18, speed / 60,
                     (protein - 0.11) / 0.015, (room - 23) / 4, dusting / 5], 1)
    return x, tear


def batches(x, y, size, gen=None, shuffle=True):
    order = torch.randperm(len(y), generator=gen) if shuffle else torch.arange(len(y))
    return [(x[i], y[i]) for i in order.split(size)]
