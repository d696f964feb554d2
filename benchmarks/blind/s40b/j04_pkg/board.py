"""Dartboard geometry and a synthetic thrower aiming at treble 20, treble 19 and the bull."""
import math
from typing import Iterator

import torch

SECTORS = [20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5]
AIMS = torch.tensor([[0.0, 0.61], [-0.19, -0.58], [0.0, 0.0]])      # board radius = 1
AIM_PROBS = torch.tensor([0.6, 0.25, 0.15])


def throws(n: int, spread: float = 0.08, g: torch.Generator = None) -> torch.Tensor:
    which = torch.multinomial(AIM_PROBS, n, replacement=True, generator=g)
    wobble = torch.randn(n, 2, generator=g) * spread * torch.tensor([1.0, 1.4])
    return AIMS[which] + wobble


def score(xy: torch.Tensor) -> torch.Tensor:
    r = xy.norm(dim=-1)
    angle = torch.atan2(xy[:, 0], xy[:, 1]) % (2 * math.pi)
    sector = torch.tensor(SECTORS)[((angle + math.pi / 20) // (math.pi / 10)).long() % 20]
    mult = torch.ones_like(r)
    mult = torch.where((r > 0.58) & (r < 0.63), 3.0, mult)
    mult = torch.where((r > 0.95) & (r < 1.0), 2.0, mult)
    pts = sector * mult
    pts = torch.where(r < 0.094, 25.0, pts)
    pts = torch.where(r < 0.037, 50.0, pts)
    return torch.where(r > 1.0, 0.0, pts)


def real_batches(batch: int, seed: int) -> Iterator[torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    while True:
        yield throws(batch, g=g)
