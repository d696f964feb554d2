"""Synthetic plant logs of an indoor rink, one row per 5 minutes."""
import math

import torch

COLUMNS = ("ice_c", "brine_c", "air_c", "rel_humidity", "skaters", "resurfaced", "hour_sin", "hour_cos")


def plant_log(gen, n_rows):
    t = torch.arange(n_rows, dtype=torch.float32) * 5 / 60.0
    hour = t % 24
    ice = -4.5 + 0.4 * torch.randn(n_rows, generator=gen)
    brine = -9.0 + 0.8 * torch.randn(n_rows, generator=gen)
    air = 8 + 4 * torch.sin(2 * math.pi * (hour - 9) / 24) + torch.randn(n_rows, generator=gen)
    rh = (0.55 + 0.15 * torch.rand(n_rows, generator=gen)).clamp(0, 1)
    open_hours = ((hour > 7) & (hour < 22)).float()
    skaters = torch.poisson(60 * open_hours * torch.rand(n_rows, generator=gen))
    resurfaced = (torch.rand(n_rows, generator=gen) < 0.03 * open_hours).float()
    ahead = (ice + 0.18 * (brine - ice) * 0.5 + 0.035 * (air - ice) + 0.9 * rh * (air > 10).float()
             + 0.006 * skaters + 1.6 * resurfaced + 0.05 * torch.randn(n_rows, generator=gen))
    x = torch.stack([ice, brine, air, rh, skaters / 60, resurfaced,
                     torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24)], 1)
    return x, (ahead - ice).unsqueeze(1)


def loader(x, y, batch, gen):
    perm = torch.randperm(len(x), generator=gen)
    return [(x[perm[i:i + batch]], y[perm[i:i + batch]]) for i in range(0, len(x), batch)]
