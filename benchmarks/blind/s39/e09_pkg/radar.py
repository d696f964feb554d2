"""Synthetic micro-Doppler spectrograms (doppler bins x time frames)."""
import math

import torch

TARGETS = ("pedestrian", "cyclist", "drone", "bird")


def spectrogram(kind, bins, frames, g):
    t = torch.linspace(0, 1, frames)
    d = torch.arange(bins).float() - bins / 2
    body_v = (torch.rand(1, generator=g) * 6 - 3).item()
    if kind == "pedestrian":        # slow limb swing, large excursions
        micro = 7 * torch.sin(2 * math.pi * 1.8 * t + torch.rand(1, generator=g).item() * 6)
    elif kind == "cyclist":         # faster, smaller pedalling modulation
        micro = 3 * torch.sin(2 * math.pi * 4.0 * t)
    elif kind == "drone":           # rotor blade flashes: wide, periodic spikes
        micro = 12 * (torch.sin(2 * math.pi * 9.0 * t) > 0.9).float()
    else:                           # bird: irregular flapping
        micro = 5 * torch.sin(2 * math.pi * 6.0 * t) * torch.rand(frames, generator=g)
    center = body_v + micro
    body = torch.exp(-((d[:, None] - body_v) ** 2) / 2.0)
    limbs = 0.6 * torch.exp(-((d[:, None] - center[None]) ** 2) / 3.0)
    noise = 0.1 * torch.rand(bins, frames, generator=g)
    return torch.log1p(body + limbs + noise)


def make_dataset(n, bins=32, frames=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(len(TARGETS), (n,), generator=g)
    x = torch.stack([spectrogram(TARGETS[k], bins, frames, g) for k in y.tolist()])
    x = (x - x.mean(dim=(1, 2), keepdim=True)) / x.std(dim=(1, 2), keepdim=True)
    return x.unsqueeze(1), y


def iterate(data, batch_size, shuffle):
    x, y = data
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for s in range(0, len(x), batch_size):
        j = order[s:s + batch_size]
        yield x[j], y[j]
