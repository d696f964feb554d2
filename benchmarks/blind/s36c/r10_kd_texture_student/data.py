import math

import torch


def texture_batch(labels, size, generator):
    """Oriented gratings: class k has orientation k * pi / n_classes, random phase/frequency."""
    n_classes = 6
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    imgs = []
    for k in labels.tolist():
        theta = k * math.pi / n_classes + 0.1 * torch.randn(1, generator=generator)
        freq = 0.6 + 0.4 * torch.rand(1, generator=generator)
        phase = 2 * math.pi * torch.rand(1, generator=generator)
        wave = torch.sin(freq * (xx * torch.cos(theta) + yy * torch.sin(theta)) + phase)
        imgs.append(wave + 0.8 * torch.randn(size, size, generator=generator))
    return torch.stack(imgs).unsqueeze(1)


def make_split(n, size=16, seed=0, n_classes=6):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, n_classes, (n,), generator=g)
    return texture_batch(labels, size, g), labels


def shuffled(x, y, batch_size, generator):
    perm = torch.randperm(len(x), generator=generator)
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]
