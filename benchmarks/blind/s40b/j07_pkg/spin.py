"""Synthetic spin-up recordings: an off-centre load shows up at 1x and 2x the drum speed."""
from typing import Iterator, Tuple

import torch

N_BINS = 32


def recordings(n: int, seed: int = 0) -> Tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    mass = torch.rand(n, generator=g) * 1.5                       # kg of imbalance
    load = 2 + 5 * torch.rand(n, generator=g)                     # kg of laundry
    speed_bin = 6 + 4 * torch.rand(n, generator=g)
    bins = torch.arange(N_BINS, dtype=torch.float32)
    peak = lambda centre, width: torch.exp(-((bins - centre[:, None]) ** 2) / width)
    amp = mass[:, None] / load[:, None] ** 0.5
    spec = 3 * amp * peak(speed_bin, 1.5) + 1.2 * amp ** 2 * peak(2 * speed_bin, 2.5)
    spec = spec + 0.05 * load[:, None] * peak(torch.full((n,), 25.0), 30.0)
    spec = torch.log1p(spec + 0.03 * torch.rand(n, N_BINS, generator=g))
    return spec, mass


def epoch_batches(x: torch.Tensor, y: torch.Tensor, batch: int, g: torch.Generator) -> Iterator:
    perm = torch.randperm(x.shape[0], generator=g)
    for chunk in perm.split(batch):
        yield x[chunk], y[chunk]
