"""Synthetic hive-scale logs: daily weight deltas driven by nectar flow, rain and temperature."""
import math
from typing import Iterator, NamedTuple

import torch


class Batch(NamedTuple):
    window: torch.Tensor   # (B, lookback, 3): weight delta, rain, temperature
    target: torch.Tensor   # (B, 1): next day's weight delta in kg


def simulate_apiary(n_hives: int, n_days: int, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    day = torch.arange(n_days, dtype=torch.float32)
    flow_peak = 120 + 25 * torch.rand(n_hives, 1, generator=g)
    flow = torch.exp(-((day - flow_peak) / 22.0) ** 2)
    temp = 14 + 10 * torch.sin(2 * math.pi * (day - 100) / 365) + torch.randn(n_hives, n_days, generator=g)
    rain = (torch.rand(n_hives, n_days, generator=g) < 0.25).float() * torch.rand(n_hives, n_days, generator=g)
    strength = 0.6 + 0.8 * torch.rand(n_hives, 1, generator=g)
    delta = strength * (1.8 * flow * (temp > 12).float() - 0.9 * rain) - 0.15
    delta = delta + 0.05 * torch.randn(n_hives, n_days, generator=g)
    temp = (temp - 14) / 10
    return torch.stack([delta, rain, temp], dim=-1)


def windows(series: torch.Tensor, lookback: int) -> Batch:
    xs, ys = [], []
    for t in range(lookback, series.shape[1] - 1):
        xs.append(series[:, t - lookback:t])
        ys.append(series[:, t, :1])
    return Batch(torch.cat(xs), torch.cat(ys))


def batches(data: Batch, batch_size: int, seed: int) -> Iterator[Batch]:
    order = torch.randperm(len(data.target), generator=torch.Generator().manual_seed(seed))
    for i in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield Batch(data.window[idx], data.target[idx])
