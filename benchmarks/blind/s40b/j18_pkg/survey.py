"""Synthetic transect counts: visits depend on flower density, temperature, wind and hour."""
import math
from typing import Dict, Iterator

import torch


def transect_counts(n: int, seed: int) -> Dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    density = torch.rand(n, generator=g) * 3             # flowers / m^2 (log-ish scale)
    temp = 12 + 16 * torch.rand(n, generator=g)
    wind = 6 * torch.rand(n, generator=g)
    hour = 7 + 12 * torch.rand(n, generator=g)
    log_rate = (-1.0 + 0.8 * density + 0.12 * (temp - 12) - 0.25 * wind
                + 0.8 * torch.exp(-((hour - 13) / 3) ** 2))
    visits = torch.poisson(log_rate.exp(), generator=g)
    feats = torch.stack([density, (temp - 20) / 5, wind / 3, torch.sin(2 * math.pi * hour / 24),
                         torch.cos(2 * math.pi * hour / 24)], dim=1)
    return {"x": feats, "visits": visits}


def stream(data: Dict[str, torch.Tensor], batch: int, seed: int) -> Iterator[Dict[str, torch.Tensor]]:
    perm = torch.randperm(len(data["visits"]), generator=torch.Generator().manual_seed(seed))
    for idx in perm.split(batch):
        yield {k: v[idx] for k, v in data.items()}
