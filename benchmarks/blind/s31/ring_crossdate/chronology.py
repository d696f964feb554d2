"""Synthetic regional master chronology (ring-width index) and undated core samples.

A core covers SEGMENT consecutive years; its ring widths follow the regional climate signal,
plus tree-level noise and an age trend removed by a crude detrending. Dating means finding
the year offset where the core lines up with the master.
"""
import torch

YEARS = 420
SEGMENT = 48


def master_chronology(generator):
    signal = torch.zeros(YEARS)
    shocks = torch.randn(YEARS, generator=generator)
    for y in range(1, YEARS):
        signal[y] = 0.45 * signal[y - 1] + shocks[y]
    pointer = torch.rand(YEARS, generator=generator) < 0.04
    signal[pointer] -= 2.5
    return (signal - signal.mean()) / signal.std()


def cores(master, n, generator, noise=0.9, start=None):
    if start is None:
        start = torch.randint(0, YEARS - SEGMENT, (n,), generator=generator)
    rows = torch.stack([master[s:s + SEGMENT] for s in start.tolist()])
    age = torch.arange(SEGMENT, dtype=torch.float32)[None, :]
    trend = 1.5 * torch.exp(-age / (10 + 20 * torch.rand(n, 1, generator=generator)))
    raw = torch.exp(0.25 * rows + trend + noise * 0.25 * torch.randn(n, SEGMENT, generator=generator))
    detrended = torch.log(raw) - torch.log(raw).mean(dim=1, keepdim=True)
    slope = torch.linspace(-1, 1, SEGMENT)[None, :]
    beta = (detrended * slope).sum(1, keepdim=True) / (slope ** 2).sum()
    series = detrended - beta * slope
    return series / series.std(dim=1, keepdim=True), start


def windows(master, offsets):
    return torch.stack([master[o:o + SEGMENT] for o in offsets.tolist()])
