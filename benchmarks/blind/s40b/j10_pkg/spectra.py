"""Synthetic seabed reflectance: a linear mixture of three endmembers plus sensor noise."""
from typing import Iterator

import torch

BANDS = torch.linspace(440, 900, 16)


def _bump(centre, width, height):
    return height * torch.exp(-((BANDS - centre) / width) ** 2)


def true_endmembers() -> torch.Tensor:
    seagrass = 0.02 + _bump(550, 30, 0.06) + 0.25 * torch.sigmoid((BANDS - 705) / 12)
    sand = 0.10 + 0.0002 * (BANDS - 440)
    water = 0.05 * torch.exp(-(BANDS - 440) / 80)
    return torch.stack([seagrass, sand, water], dim=1)          # (bands, 3)


def pixels(n: int, seed: int = 0):
    g = torch.Generator().manual_seed(seed)
    abundances = torch.distributions.Dirichlet(torch.tensor([0.7, 0.7, 0.7])).sample((n,))
    refl = abundances @ true_endmembers().T
    refl = refl * (1 + 0.02 * torch.randn(n, 1, generator=g)) + 0.003 * torch.randn(n, len(BANDS), generator=g)
    return refl, abundances


def tiles(refl: torch.Tensor, batch: int, seed: int) -> Iterator[torch.Tensor]:
    order = torch.randperm(refl.shape[0], generator=torch.Generator().manual_seed(seed))
    return (refl[i] for i in order.split(batch))
