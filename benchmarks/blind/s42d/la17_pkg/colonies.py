"""Hourly nest-entrance counts. Lab arenas are labelled; field nests only have raw sensor data."""
import math

import torch


def colony_hours(n, gen, field=False):
    hour = torch.randint(5, 21, (n,), generator=gen).float()
    temp = 18 + 14 * torch.rand(n, generator=gen) + (6 if field else 0) * torch.rand(n, generator=gen)
    humidity = 20 + 60 * torch.rand(n, generator=gen)
    colony = 800 + 4000 * torch.rand(n, generator=gen)
    seed_density = torch.rand(n, generator=gen)
    prev_out = colony * 0.02 * torch.rand(n, generator=gen)

    thermal = torch.exp(-0.5 * ((temp - 30) / 5) ** 2)
    daily = torch.sin(math.pi * (hour - 5) / 16).clamp(min=0)
    foragers = colony * 0.03 * thermal * daily * (0.4 + seed_density) + 0.3 * prev_out
    foragers = foragers * (1 + 0.1 * torch.randn(n, generator=gen))
    recruit = ((seed_density > 0.7) & (thermal > 0.6) & (daily > 0.5)).float()

    outbound = prev_out * (1 + 0.15 * torch.randn(n, generator=gen))
    laden = (0.2 + 0.5 * seed_density) * (1 + 0.1 * torch.randn(n, generator=gen))
    if field:                                       # camera counter under-counts, different sensor offset
        outbound = 0.8 * outbound + 3
        humidity = humidity * 0.9 + 5
    x = torch.stack([torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
                     (temp - 26) / 6, (humidity - 50) / 20, colony / 4800,
                     outbound / 50, laden], 1)
    return x, {"foragers": foragers / 50, "recruit": recruit}
