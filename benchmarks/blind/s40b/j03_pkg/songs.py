"""Synthetic calling songs: pulse trains with species-like pulse rate, duty cycle and decay."""
import math
from typing import Iterator

import torch


def song_bank(n: int, length: int = 64, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    rate = 0.15 + 0.1 * torch.rand(n, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    carrier = 0.5 * (1 + torch.sin(2 * math.pi * rate * t + phase))
    swell = torch.sigmoid((t - 10 - 10 * torch.rand(n, 1, generator=g)) / 3)
    fade = torch.sigmoid((54 - t) / 4)
    env = carrier ** 3 * swell * fade
    return (2 * env - 1).unsqueeze(1)            # (n, 1, length) in [-1, 1]


def minibatches(bank: torch.Tensor, batch: int, seed: int) -> Iterator[torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    while True:
        idx = torch.randint(0, bank.shape[0], (batch,), generator=g)
        yield bank[idx]


def latent_stream(batch: int, dim: int, seed: int) -> Iterator[torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    while True:
        yield torch.randn(batch, dim, generator=g)
