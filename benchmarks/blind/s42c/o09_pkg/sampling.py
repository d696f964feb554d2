"""Collocation, initial and boundary points."""
import torch

from .physics import initial_condition


def collocation(n, gen):
    x = 2.0 * torch.rand(n, 1, generator=gen) - 1.0
    t = torch.rand(n, 1, generator=gen)
    return torch.cat([x, t], dim=1).requires_grad_(True)


def initial_points(n):
    x = torch.linspace(-1.0, 1.0, n).unsqueeze(1)
    return torch.cat([x, torch.zeros_like(x)], dim=1), initial_condition(x)


def boundary_points(n, gen):
    t = torch.rand(n, 1, generator=gen)
    side = torch.where(torch.rand(n, 1, generator=gen) < 0.5, -1.0, 1.0)
    return torch.cat([side, t], dim=1), torch.zeros(n, 1)
