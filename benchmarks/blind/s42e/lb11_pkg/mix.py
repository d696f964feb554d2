"""Synthetic continuous-freezer batches: mix composition and dasher settings -> overrun (%)
and draw temperature (C)."""
import torch

FEATURES = ["fat", "msnf", "sugar", "stabiliser", "air_flow", "dasher_rpm", "barrel_temp", "throughput"]


def freezer_runs(n, gen):
    u = torch.rand(n, len(FEATURES), generator=gen)
    fat = 6 + 10 * u[:, 0]
    msnf = 8 + 4 * u[:, 1]
    sugar = 12 + 6 * u[:, 2]
    stab = 0.1 + 0.4 * u[:, 3]
    air = 0.2 + 0.8 * u[:, 4]
    rpm = 200 + 400 * u[:, 5]
    barrel = -28 + 8 * u[:, 6]
    thr = 200 + 600 * u[:, 7]
    whip = torch.tanh((rpm - 150) / 250) * (1 + 0.03 * (fat - 10)) * (1 + 0.8 * stab)
    overrun = 110 * air * whip / (1 + thr / 1500) + 3 * torch.randn(n, generator=gen)
    draw = (-3.0 - 0.18 * sugar - 0.05 * msnf + 0.08 * (barrel + 24) * 2
            + 0.002 * thr - 0.001 * rpm + 0.1 * torch.randn(n, generator=gen))
    x = (u - 0.5) / 0.29
    y = torch.stack([overrun, draw], dim=1)
    return x, y
