"""A fleet of compressors streaming (pressure ratio, mass flow, vibration); surge precursors
appear as low-frequency pressure oscillation while flow drops toward the surge line."""
import math
from typing import Iterator, Tuple

import torch


def fleet_log(n_units: int, n_steps: int, seed: int = 0) -> Tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_steps, dtype=torch.float32)
    throttle = 0.5 + 0.4 * torch.sin(2 * math.pi * t / (150 + 100 * torch.rand(n_units, 1, generator=g))
                                     + 6 * torch.rand(n_units, 1, generator=g))
    flow = 1.0 - 0.6 * throttle + 0.02 * torch.randn(n_units, n_steps, generator=g)
    margin = flow - 0.55
    danger = torch.sigmoid(-margin / 0.03)
    osc = danger * torch.sin(2 * math.pi * t / 9.0)
    ratio = 2.0 + 1.2 * throttle + 0.3 * osc + 0.02 * torch.randn(n_units, n_steps, generator=g)
    vib = 0.1 + 0.5 * danger * torch.rand(n_units, n_steps, generator=g)
    # label: surge within the next 10 samples
    future = torch.stack([torch.roll(margin, -k, dims=1) for k in range(10)], dim=-1).amin(-1)
    label = (future < 0.0).float()
    x = torch.stack([(ratio - 2.6) / 0.5, (flow - 0.7) / 0.2, vib * 4], dim=-1)
    return x, label


def stream_chunks(x: torch.Tensor, y: torch.Tensor, chunk: int) -> Iterator:
    """Consecutive windows of the same units, as they would arrive from the historian."""
    for s in range(0, x.shape[1] - chunk + 1, chunk):
        yield x[:, s:s + chunk], y[:, s:s + chunk]
