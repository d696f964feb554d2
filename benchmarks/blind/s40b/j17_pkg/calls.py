"""Synthetic call parameters measured by an acoustic detector (one row per call)."""
from typing import Iterator

import torch

# characteristic frequency (kHz), duration (ms), bandwidth (kHz), FM slope (kHz/ms), interval (ms)
SPECIES = {
    "common_pipistrelle": (46.0, 5.0, 25.0, 6.0, 90.0),
    "soprano_pipistrelle": (55.0, 5.0, 28.0, 7.0, 80.0),
    "noctule": (20.0, 18.0, 8.0, 0.6, 300.0),
    "daubentons": (40.0, 3.5, 45.0, 13.0, 70.0),
    "lesser_horseshoe": (110.0, 40.0, 3.0, 0.1, 120.0),
}


def detector_log(per_species: int, seed: int, dtype=torch.float64):
    g = torch.Generator().manual_seed(seed)
    rows, labels = [], []
    for label, centre in enumerate(SPECIES.values()):
        c = torch.tensor(centre, dtype=dtype)
        rows.append(c * (1 + 0.12 * torch.randn(per_species, len(centre), generator=g, dtype=dtype)))
        labels.append(torch.full((per_species,), label))
    x = torch.log(torch.cat(rows).clamp_min(1e-3))
    return x, torch.cat(labels)


def standardiser(x: torch.Tensor):
    mu, sd = x.mean(0), x.std(0)
    return lambda z: (z - mu) / sd


def minibatches(x, y, size: int, g: torch.Generator) -> Iterator:
    for idx in torch.randperm(len(y), generator=g).split(size):
        yield x[idx], y[idx]
