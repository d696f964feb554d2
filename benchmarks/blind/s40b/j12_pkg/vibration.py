"""Envelope spectra of a bearing: fault classes excite their characteristic defect frequencies."""
from typing import Iterator, Sequence

import torch

N_BINS = 64
DEFECT_BINS = {"healthy": [], "outer_race": [7, 14, 21], "inner_race": [11, 22, 33],
               "cage": [3, 6]}


def spectra(classes: Sequence[str], per_class: int, seed: int):
    g = torch.Generator().manual_seed(seed)
    bins = torch.arange(N_BINS, dtype=torch.float32)
    xs, ys = [], []
    for label, name in enumerate(classes):
        shift = 0.6 * torch.randn(per_class, 1, generator=g)
        spec = 0.3 * torch.exp(-bins / 20).expand(per_class, -1).clone()
        for k, b in enumerate(DEFECT_BINS[name]):
            amp = (0.5 + 0.5 * torch.rand(per_class, 1, generator=g)) / (k + 1)
            spec = spec + amp * torch.exp(-((bins - b - shift * (k + 1)) ** 2) / 1.5)
        spec = spec + 0.08 * torch.rand(per_class, N_BINS, generator=g)
        xs.append(spec)
        ys.append(torch.full((per_class,), label))
    return torch.cat(xs).unsqueeze(1), torch.cat(ys)


def shuffled_batches(x, y, batch: int, seed: int) -> Iterator:
    perm = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for idx in perm.split(batch):
        yield x[idx], y[idx]
