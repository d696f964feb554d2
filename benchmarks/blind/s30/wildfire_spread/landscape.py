import torch
import torch.nn.functional as F

GRID = 24
CHANNELS = ("fire_today", "fuel_load", "dryness", "wind_u", "wind_v")


def next_day_fire(n, seed):
    """Toy next-day wildfire spread: a fire front advances downwind through dry fuel."""
    gen = torch.Generator().manual_seed(seed)
    fuel = F.avg_pool2d(torch.rand(n, 1, GRID, GRID, generator=gen), 5, stride=1, padding=2)
    dryness = F.avg_pool2d(torch.rand(n, 1, GRID, GRID, generator=gen), 7, stride=1, padding=3)
    angle = 6.283 * torch.rand(n, generator=gen)
    speed = 0.5 + torch.rand(n, generator=gen)
    wind_u = (speed * torch.cos(angle))[:, None, None, None].expand(-1, 1, GRID, GRID)
    wind_v = (speed * torch.sin(angle))[:, None, None, None].expand(-1, 1, GRID, GRID)
    seeds = (torch.rand(n, 1, GRID, GRID, generator=gen) < 0.012).float()
    fire = (F.max_pool2d(seeds, 3, stride=1, padding=1) > 0).float()

    spread = fire.clone()
    for _ in range(3):
        shifted = torch.zeros_like(spread)
        for du, dv in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            align = (du * wind_u + dv * wind_v).clamp(min=0.0)
            moved = torch.roll(spread, shifts=(dv, du), dims=(2, 3))
            shifted = torch.maximum(shifted, moved * (0.3 + align))
        ignition = shifted * (fuel * 2.0) * (dryness * 2.0)
        spread = torch.maximum(spread, (ignition > 0.35).float())
    x = torch.cat([fire, fuel, dryness, wind_u, wind_v], dim=1)
    return x, spread
