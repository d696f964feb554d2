"""Procedural galaxy cutouts (28x28, g/r/i-like bands)."""
import math

import torch

CLASSES = ("elliptical", "spiral", "edge_on", "irregular")


def render(kind, size, g):
    ax = torch.linspace(-1, 1, size)
    yy, xx = torch.meshgrid(ax, ax, indexing="ij")
    th = float(torch.rand(1, generator=g)) * math.pi
    u = xx * math.cos(th) + yy * math.sin(th)
    v = -xx * math.sin(th) + yy * math.cos(th)
    if kind == "elliptical":
        q = 0.6 + 0.4 * float(torch.rand(1, generator=g))
        img = torch.exp(-((u ** 2 + (v / q) ** 2).sqrt() / 0.25))
    elif kind == "spiral":
        r, phi = (u ** 2 + v ** 2).sqrt(), torch.atan2(v, u)
        arms = 0.5 + 0.5 * torch.cos(2 * phi - 6 * r)
        img = torch.exp(-r / 0.35) * (0.4 + arms) + 0.8 * torch.exp(-r / 0.08)
    elif kind == "edge_on":
        img = torch.exp(-(u / 0.6) ** 2 - (v / 0.07) ** 2)
    else:
        img = torch.zeros(size, size)
        for _ in range(4):
            c = torch.rand(2, generator=g) * 1.0 - 0.5
            img += torch.exp(-((xx - c[0]) ** 2 + (yy - c[1]) ** 2) / 0.02)
    colours = torch.tensor([0.8, 1.0, 1.1]) if kind == "elliptical" else torch.tensor(
        [1.1, 1.0, 0.8])
    img = colours[:, None, None] * img[None]
    return img + 0.05 * torch.randn(3, size, size, generator=g)


def make_split(n, size=28, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(len(CLASSES), (n,), generator=g)
    return torch.stack([render(CLASSES[k], size, g) for k in y.tolist()]), y


def loader(split, batch_size, shuffle):
    x, y = split
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    return [(x[j], y[j]) for j in order.split(batch_size)]
