"""Burgers residual u_t + u u_x - nu u_xx via automatic differentiation."""
import math

import torch

NU = 0.05 / math.pi


def initial_condition(x):
    return -torch.sin(math.pi * x)


def derivative(y, wrt):
    """dy/d(wrt) for a column of pointwise outputs y (N, 1)."""
    return torch.autograd.grad(y, wrt, grad_outputs=torch.ones_like(y), create_graph=True)[0]


def pde_residual(net, xt):
    """Pointwise residual, shape (N, 1).  xt must require grad."""
    u = net(xt)
    du = derivative(u, xt)
    u_x, u_t = du[:, :1], du[:, 1:]
    u_xx = derivative(u_x, xt)[:, :1]
    return u_t + u * u_x - NU * u_xx
