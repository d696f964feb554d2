"""Synthetic strip profiles: 48 thickness samples across the strip (mm)."""
import torch

POINTS = 48
CONDITIONS = ("even_wear", "grooving", "chipping", "arc_burn")


def profiles(gen, per_class, classes):
    u = torch.linspace(-1, 1, POINTS)
    xs, ys = [], []
    for c in classes:
        base = 18 - 6 * torch.rand(per_class, 1, generator=gen)
        shape = -0.6 * u ** 2 * torch.rand(per_class, 1, generator=gen)
        if c == 1:
            pos = 0.8 * (2 * torch.rand(per_class, 1, generator=gen) - 1)
            shape = shape - 2.5 * torch.exp(-((u - pos) / 0.08) ** 2)
        elif c == 2:
            edge = (torch.rand(per_class, 1, generator=gen) < 0.5).float() * 2 - 1
            shape = shape - 3.0 * torch.sigmoid((u * edge - 0.75) / 0.03)
        elif c == 3:
            pits = (torch.rand(per_class, POINTS, generator=gen) < 0.12).float()
            shape = shape - 1.2 * pits * torch.rand(per_class, POINTS, generator=gen)
        xs.append(base + shape + 0.12 * torch.randn(per_class, POINTS, generator=gen))
        ys.append(torch.full((per_class,), c))
    x, y = torch.cat(xs), torch.cat(ys)
    perm = torch.randperm(len(y), generator=gen)
    return x[perm], y[perm]


def centre(x):
    return x - x.mean(1, keepdim=True)
