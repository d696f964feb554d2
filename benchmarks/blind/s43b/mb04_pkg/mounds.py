"""Synthetic termite-mound sensor logs.

Inputs per hour: outside air temperature, solar radiation, surface temperature at 3 heights,
wind speed, hour of day (sin/cos). Targets: nest-chamber temperature, chamber CO2 (ppm/1000),
vent state (0 closed / 1 partly / 2 open)."""
import math
import torch


def simulate(args):
    g = torch.Generator().manual_seed(args.seed)
    rows_x, rows_t = [], []
    for m in range(args.n_mounds):
        mass = 0.6 + 0.8 * torch.rand(1, generator=g)        # thermal mass of the mound
        colony = 0.5 + torch.rand(1, generator=g)           # colony size -> metabolic heat / CO2
        hours = torch.arange(args.hours, dtype=torch.float32)
        phase = 2 * math.pi * (hours % 24) / 24
        air = 24 + 8 * torch.sin(phase - 1.9) + torch.randn(args.hours, generator=g)
        sun = torch.clamp(torch.sin(phase - 1.6), min=0) * (0.7 + 0.3 * torch.rand(args.hours, generator=g))
        wind = torch.rand(args.hours, generator=g) * 5
        surf = torch.stack([air + 12 * sun * k for k in (1.0, 0.8, 0.5)], 1)
        chamber = 29 + (air - 24) / (3 * mass) + 1.5 * colony - 0.2 * wind
        co2 = 1.2 + 2.5 * colony - 0.25 * wind + 0.3 * torch.randn(args.hours, generator=g)
        vent = torch.bucketize(co2 + 0.2 * (chamber - 30), torch.tensor([2.0, 3.0]))
        x = torch.cat([air[:, None] / 30, sun[:, None], surf / 40, wind[:, None] / 5,
                       torch.sin(phase)[:, None], torch.cos(phase)[:, None],
                       mass.expand(args.hours)[:, None], colony.expand(args.hours)[:, None]], 1)
        rows_x.append(x)
        rows_t.append(torch.stack([chamber / 30, co2, vent.float()], 1))
    x, t = torch.cat(rows_x), torch.cat(rows_t)
    perm = torch.randperm(len(x), generator=g)
    x, t = x[perm], t[perm]
    cut = int(0.8 * len(x))
    return (x[:cut], t[:cut]), (x[cut:], t[cut:])
