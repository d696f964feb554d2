"""Line-scan transmission profiles of hand-blown glass tubes; a seed (bubble) shows as a narrow dip.
Furnace A is labelled; furnace B's camera has a different gain, offset and background ripple."""
import math

import torch

WIDTH = 48


def scans(n, gen, gain=1.0, offset=0.0, ripple=0.0, seed_rate=0.4):
    pos = torch.arange(WIDTH).float()
    has_seed = (torch.rand(n, generator=gen) < seed_rate).long()
    centre = 4 + (WIDTH - 8) * torch.rand(n, 1, generator=gen)
    width = 0.8 + 1.2 * torch.rand(n, 1, generator=gen)
    depth = 0.25 + 0.35 * torch.rand(n, 1, generator=gen)
    dip = depth * torch.exp(-0.5 * ((pos - centre) / width) ** 2) * has_seed[:, None]
    cord = 0.15 * torch.sin(2 * math.pi * pos / (10 + 8 * torch.rand(n, 1, generator=gen)))
    wave = ripple * torch.sin(2 * math.pi * pos / 5.0 + 6.28 * torch.rand(n, 1, generator=gen))
    signal = 0.85 - dip + cord + wave + 0.04 * torch.randn(n, WIDTH, generator=gen)
    return gain * signal + offset, has_seed


def furnace_a(n, gen):
    return scans(n, gen)


def furnace_b(n, gen):
    return scans(n, gen, gain=0.7, offset=0.2, ripple=0.12, seed_rate=0.3)


def paired_batches(xs, ys, xt, size, gen):
    while True:
        i = torch.randint(len(ys), (size,), generator=gen)
        j = torch.randint(len(xt), (size,), generator=gen)
        yield xs[i], ys[i], xt[j]
