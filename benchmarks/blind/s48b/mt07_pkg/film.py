"""Gravity drainage of a vertical soap film (Mysels' mobile-surface limit).

Nondimensional thickness h(x, t), x measured down from the top frame:
    h_t + h^2 h_x = 0,   h(x, 0) = 1.
Characteristics fan out from the top edge, giving the similarity solution
h = sqrt(x / t) for x < t and h = 1 below the drainage front.
"""
import torch


def thickness_exact(x, t):
    return torch.clamp(torch.sqrt(x / t), max=1.0)


def drainage_residual(model, xt):
    h = model(xt)
    grads = torch.autograd.grad(h.sum(), xt, create_graph=True)[0]
    return grads[:, 1:2] + h ** 2 * grads[:, 0:1]


def interferometer_points(n, t_min, generator, noise=0.01):
    """Thickness read off interference fringes at random spots and times."""
    x = torch.rand(n, 1, generator=generator)
    t = t_min + (1.0 - t_min) * torch.rand(n, 1, generator=generator)
    h = thickness_exact(x, t) + noise * torch.randn(n, 1, generator=generator)
    return torch.cat([x, t], dim=1), h


def initial_slice(n, t0):
    x = torch.linspace(0.0, 1.0, n).unsqueeze(1)
    t = torch.full_like(x, t0)
    return torch.cat([x, t], dim=1), thickness_exact(x, t)
