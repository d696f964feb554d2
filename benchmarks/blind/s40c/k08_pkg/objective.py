"""Loss terms. Each term is kept per species (u, v) so that the two can be
monitored separately: v is an order of magnitude smaller than u."""
import torch

from .reference import initial_state, X_MM, T_MIN
from .residuals import gray_scott_residual

SPECIES_WEIGHT = torch.tensor([1.0, 10.0])     # rescale v, which is ~10x smaller


def collocation(n, generator):
    x = X_MM[0] + (X_MM[1] - X_MM[0]) * torch.rand(n, generator=generator)
    t = T_MIN[0] + (T_MIN[1] - T_MIN[0]) * torch.rand(n, generator=generator)
    return x.requires_grad_(True), t.requires_grad_(True)


def pde_term(net, n, params, generator):
    x, t = collocation(n, generator)
    res = gray_scott_residual(net, x, t, params) * SPECIES_WEIGHT
    return (res ** 2).mean(dim=0)                       # (2,)


def initial_term(net, n, generator):
    x = X_MM[0] + (X_MM[1] - X_MM[0]) * torch.rand(n, generator=generator)
    u0, v0 = initial_state(x.numpy())
    target = torch.stack([torch.from_numpy(u0), torch.from_numpy(v0)], -1).float()
    pred = net(x, torch.zeros_like(x))
    return (((pred - target) * SPECIES_WEIGHT) ** 2).mean(dim=0)


def data_term(net, xt, obs):
    pred = net(xt[:, 0], xt[:, 1])
    return (((pred - obs) * SPECIES_WEIGHT) ** 2).mean(dim=0)
