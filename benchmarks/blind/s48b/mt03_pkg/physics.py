"""Transient conduction across a window pane (nondimensional).

Inner face (x=0) sits at room temperature T=1, outer face (x=1) at the frost
point T=0.  After the heating switches on the initial bump relaxes with the
effective diffusivity of the glass plus its frost layer, which we estimate.
"""
import math

import torch


def exact_temperature(x, t, alpha):
    return (1.0 - x) + torch.exp(-alpha * math.pi ** 2 * t) * torch.sin(math.pi * x)


def heat_residual(model, xt, alpha):
    """u_t - alpha * u_xx at collocation points xt (N, 2) that require grad."""
    u = model(xt)
    du = torch.autograd.grad(u.sum(), xt, create_graph=True)[0]
    u_x, u_t = du[:, :1], du[:, 1:]
    u_xx = torch.autograd.grad(u_x.sum(), xt, create_graph=True)[0][:, :1]
    return u_t - alpha * u_xx


def boundary_targets(t):
    ones = torch.ones_like(t)
    left = torch.cat([0.0 * ones, t], dim=1)
    right = torch.cat([ones, t], dim=1)
    return left, ones, right, 0.0 * ones


def sensor_readings(n_sensors, n_times, alpha_true, noise, generator):
    x = torch.linspace(0.15, 0.85, n_sensors)
    t = torch.linspace(0.0, 1.0, n_times)
    xx, tt = torch.meshgrid(x, t, indexing="ij")
    xt = torch.stack([xx.reshape(-1), tt.reshape(-1)], dim=1)
    temp = exact_temperature(xt[:, :1], xt[:, 1:], alpha_true)
    return xt, temp + noise * torch.randn(temp.shape, generator=generator)
