import math

import torch


def spirals(n_per_class=300, n_classes=3, noise=0.15):
    xs, ys = [], []
    for c in range(n_classes):
        r = torch.linspace(0.1, 1.0, n_per_class)
        theta = 4.0 * r + 2.0 * math.pi * c / n_classes + noise * torch.randn(n_per_class)
        xs.append(torch.stack([r * torch.cos(theta), r * torch.sin(theta)], dim=1))
        ys.append(torch.full((n_per_class,), c))
    return torch.cat(xs), torch.cat(ys)
