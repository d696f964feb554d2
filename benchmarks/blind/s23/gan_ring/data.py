import math

import torch


def ring_centers(n_modes, radius):
    angles = torch.arange(n_modes) * (2 * math.pi / n_modes)
    return torch.stack([angles.cos(), angles.sin()], dim=1) * radius


def ring_batches(n_modes, radius, batch_size, noise):
    centers = ring_centers(n_modes, radius)
    while True:
        idx = torch.randint(0, n_modes, (batch_size,))
        yield centers[idx] + noise * torch.randn(batch_size, 2)


def mode_report(samples, n_modes, radius, tol=0.3):
    centers = ring_centers(n_modes, radius)
    dist = torch.cdist(samples, centers)
    nearest = dist.min(dim=1)
    good = nearest.values < tol
    covered = torch.unique(nearest.indices[good]).numel()
    return covered, good.float().mean().item()
