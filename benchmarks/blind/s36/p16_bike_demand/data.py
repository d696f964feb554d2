import math

import torch


def hourly_rentals(days, seed):
    """Bike-share rentals per hour with weather, in the layout of the Kaggle data."""
    gen = torch.Generator().manual_seed(seed)
    n = days * 24
    hour = torch.arange(n) % 24
    weekday = (torch.arange(n) // 24) % 7
    workday = (weekday < 5).float()
    temp = 15 + 8 * torch.sin(2 * math.pi * torch.arange(n) / (24 * 365)) \
        + 3 * torch.randn(n, generator=gen)
    humidity = (60 + 15 * torch.randn(n, generator=gen)).clamp(10, 100)
    rain = (torch.rand(n, generator=gen) < 0.08).float()
    rush = torch.exp(-((hour - 8.0) ** 2) / 2) + torch.exp(-((hour - 17.5) ** 2) / 3)
    commute = workday * rush
    leisure = (1 - workday) * torch.exp(-((hour - 14.0) ** 2) / 12)
    rate = torch.exp(2.0 + 2.2 * commute + 1.8 * leisure + 0.04 * temp - 0.01 * humidity
                     - 1.2 * rain + 0.3 * (hour >= 7) * (hour <= 21))
    count = torch.poisson(rate, generator=gen)
    angle = 2 * math.pi * hour / 24
    x = torch.stack([torch.sin(angle), torch.cos(angle), workday, (temp - 15) / 8,
                     (humidity - 60) / 15, rain], dim=1)
    return x, count


def split_by_day(x, y, valid_every=5):
    day = torch.arange(len(x)) // 24
    valid = day % valid_every == 0
    return (x[~valid], y[~valid]), (x[valid], y[valid])
