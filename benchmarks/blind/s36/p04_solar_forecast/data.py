import math

import torch


def simulate_plant(days, seed=0):
    """Hourly PV output (kW) with cloud cover and temperature for a 5 kWp array."""
    gen = torch.Generator().manual_seed(seed)
    hours = torch.arange(days * 24, dtype=torch.float32)
    hour_of_day = hours % 24
    day = hours // 24
    season = 0.75 + 0.25 * torch.cos(2 * math.pi * (day - 172) / 365)
    sun = torch.clamp(torch.sin(math.pi * (hour_of_day - 6) / 13), min=0.0)
    cloud = torch.rand(days, generator=gen).repeat_interleave(24)
    cloud = (cloud + 0.15 * torch.randn(len(hours), generator=gen)).clamp(0.0, 1.0)
    temp = 12 + 10 * season + 6 * sun + torch.randn(len(hours), generator=gen)
    power = 5.0 * season * sun * (1 - 0.75 * cloud) * (1 - 0.004 * (temp - 25))
    return power.clamp(min=0.0), cloud, temp, hour_of_day


def make_windows(power, cloud, temp, hour_of_day, history):
    feats, targets = [], []
    for t in range(history, len(power)):
        past = power[t - history:t]
        angle = 2 * math.pi * hour_of_day[t] / 24
        exog = torch.stack([cloud[t], (temp[t] - 20) / 10, torch.sin(angle), torch.cos(angle)])
        feats.append(torch.cat([past / 5.0, exog]))
        targets.append(power[t])
    return torch.stack(feats), torch.stack(targets)


def split(x, y, frac=0.8):
    n = int(len(x) * frac)
    return (x[:n], y[:n]), (x[n:], y[n:])
