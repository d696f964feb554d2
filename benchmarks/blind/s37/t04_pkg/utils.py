import math

import torch


def stop_gradient(t):
    return t.detach()


def ring_of_gaussians(n, modes=8, radius=2.0, std=0.05):
    k = torch.randint(0, modes, (n,))
    angle = 2 * math.pi * k.float() / modes
    centers = torch.stack([radius * torch.cos(angle), radius * torch.sin(angle)], 1)
    return centers + std * torch.randn(n, 2)


def mode_coverage(samples, modes=8, radius=2.0, tol=0.3):
    angles = 2 * math.pi * torch.arange(modes).float() / modes
    centers = torch.stack([radius * torch.cos(angles), radius * torch.sin(angles)], 1)
    dist = torch.cdist(samples, centers)
    hit = dist.min(1).values < tol
    return int(torch.unique(dist.argmin(1)[hit]).numel())
