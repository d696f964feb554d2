"""Synthetic daily wind-farm power profiles (24 hourly capacity factors in [0, 1])."""
import math

import torch


def daily_profiles(n_days=1024, seed=0):
    gen = torch.Generator().manual_seed(seed)
    hours = torch.arange(24, dtype=torch.float32)
    mean_speed = 4.0 + 6.0 * torch.rand(n_days, 1, generator=gen)
    diurnal = 1.5 * torch.sin(2 * math.pi * (hours - 15.0) / 24.0)
    front = (torch.rand(n_days, 1, generator=gen) < 0.3).float()
    front_hour = torch.randint(0, 24, (n_days, 1), generator=gen).float()
    ramp = 4.0 * front * torch.sigmoid(hours - front_hour)
    speed = (mean_speed + diurnal + ramp + 0.8 * torch.randn(n_days, 24, generator=gen)).clamp(min=0.0)
    # turbine power curve: cut-in 3 m/s, rated 12 m/s
    power = ((speed - 3.0) / 9.0).clamp(0.0, 1.0) ** 3
    return power


def loader(profiles, batch):
    while True:
        idx = torch.randperm(profiles.size(0))
        for i in range(0, profiles.size(0) - batch + 1, batch):
            yield profiles[idx[i:i + batch]]
