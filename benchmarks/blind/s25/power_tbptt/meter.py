import math

import torch

PER_DAY = 96          # one reading every 15 minutes
FEATURES = 4          # load, sin(hour), cos(hour), weekend flag


def household_load(days, generator):
    t = torch.arange(days * PER_DAY, dtype=torch.float32)
    hour = (t % PER_DAY) / 4.0
    weekend = (((t // PER_DAY) % 7) >= 5).float()
    base = 0.35 + 0.15 * torch.cos(2 * math.pi * (hour - 3) / 24)
    cooking = 0.9 * torch.exp(-((hour - 19.0) / 1.0) ** 2) + 0.4 * torch.exp(-((hour - 7.5) / 0.6) ** 2)
    midday = weekend * 0.5 * torch.exp(-((hour - 13.0) / 2.0) ** 2)
    spikes = (torch.rand(t.shape, generator=generator) < 0.02).float() * 1.2
    kettle = torch.nn.functional.conv1d(spikes.view(1, 1, -1), torch.ones(1, 1, 3), padding=1).view(-1)
    load = base + cooking + midday + kettle + 0.05 * torch.randn(t.shape, generator=generator)
    angle = 2 * math.pi * hour / 24
    return torch.stack([load, torch.sin(angle), torch.cos(angle), weekend], dim=1)


def as_streams(series, streams):
    """Cut one long series into `streams` contiguous pieces laid side by side: [streams, T, F]."""
    length = series.size(0) // streams
    return series[: length * streams].view(streams, length, -1)


def chunks(streams, span):
    """Consecutive windows of the parallel streams; the state flows from one to the next."""
    total = streams.size(1) - 1
    for start in range(0, total - span + 1, span):
        yield streams[:, start:start + span], streams[:, start + 1:start + span + 1, 0]
