"""Synthetic light-trap nights: weather in, catches of five moth families out.

Lowland traps have years of nightly records; the new upland traps only a few weeks.
"""
import math

import torch

WEATHER = (
    "dusk_temp", "min_temp", "humidity", "wind", "rain", "cloud", "moon_illum",
    "day_of_year_sin", "day_of_year_cos",
)
FAMILIES = ("noctuidae", "geometridae", "erebidae", "crambidae", "sphingidae")


def trap_nights(n, upland, generator):
    x = torch.randn(n, len(WEATHER), generator=generator)
    day = 2 * math.pi * torch.rand(n, generator=generator)
    x[:, 7], x[:, 8] = torch.sin(day), torch.cos(day)
    warmth = x[:, 0] + 0.5 * x[:, 1] - (0.6 if upland else 0.0)
    activity = 1.2 * warmth - 0.5 * x[:, 3] - 0.4 * x[:, 4] - 0.3 * x[:, 6] * (1 - x[:, 5])
    season = torch.stack([x[:, 7], x[:, 8], -x[:, 7], 0.5 * x[:, 8], x[:, 7] * x[:, 8]], 1)
    base = torch.tensor([2.2, 1.8, 1.2, 1.5, 0.2])
    if upland:
        base = base + torch.tensor([-0.4, 0.3, -0.6, -0.5, -0.1])
    rates = torch.exp(base + 0.5 * activity[:, None] + 0.4 * season)
    return x, torch.poisson(rates, generator=generator)
