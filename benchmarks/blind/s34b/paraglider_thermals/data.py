import math

import torch

TERRAIN = ("rock", "scree", "forest", "meadow")


def thermal_records(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    hour = 9.0 + 9.0 * torch.rand(n, generator=g)
    ground_excess = 1.0 + 7.0 * torch.rand(n, generator=g)        # K above air
    aspect = 2 * math.pi * torch.rand(n, generator=g)             # slope facing
    cloud_base = 1200 + 2000 * torch.rand(n, generator=g)         # m
    wind = 8.0 * torch.rand(n, generator=g)                       # m/s
    terrain = torch.randint(0, len(TERRAIN), (n,), generator=g)
    sun = torch.clamp(torch.sin(math.pi * (hour - 6.0) / 14.0), min=0.0)
    facing = 0.5 + 0.5 * torch.cos(aspect - math.pi * (hour - 6.0) / 12.0)
    heating = torch.tensor([1.3, 1.1, 0.6, 0.9])[terrain]
    climb = (0.35 * ground_excess * sun * facing * heating
             + 0.0006 * (cloud_base - 1200)
             - 0.08 * (wind - 3.0).clamp(min=0.0) ** 1.5)
    climb = climb + 0.15 * torch.randn(n, generator=g)
    x = torch.cat([
        torch.stack([
            torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
            ground_excess / 8.0, torch.sin(aspect), torch.cos(aspect),
            (cloud_base - 2200) / 1000, wind / 8.0,
        ], dim=1),
        torch.nn.functional.one_hot(terrain, len(TERRAIN)).float(),
    ], dim=1)
    return x, climb.unsqueeze(1)


def split(x, y, frac=0.8):
    k = int(frac * len(x))
    return (x[:k], y[:k]), (x[k:], y[k:])


def batches(x, y, batch_size, generator):
    order = torch.randperm(len(x), generator=generator)
    for i in range(0, len(x), batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]
