import math

import torch

from .drag import quadratic_drag

GRAVITY = torch.tensor([0.0, -9.81])


def launch_velocity(speed, angle_deg):
    a = angle_deg * math.pi / 180.0
    return torch.stack([speed * torch.cos(a), speed * torch.sin(a)], dim=-1)


def fly(speed, angle_deg, k_drag, **kw):
    return integrate(launch_velocity(speed, angle_deg), k_drag, **kw)


def integrate(v0, k_drag, nozzle_height=1.0, dt=0.02, n_steps=160):
    """Semi-implicit Euler for parcels leaving the nozzle; returns positions
    (batch, n_steps + 1, 2).  Parcels below the lawn are frozen."""
    v = v0
    x = torch.zeros_like(v)
    x = x + torch.tensor([0.0, nozzle_height])
    path = torch.empty(v.shape[0], n_steps + 1, 2)
    path[:, 0] = x.detach()
    positions = [x]
    for i in range(n_steps):
        airborne = (x[:, 1:2] > 0.0).float()
        v = v + dt * airborne * (GRAVITY + quadratic_drag(v, k_drag))
        x = x + dt * airborne * v
        positions.append(x)
        path[:, i + 1] = x.detach()
    return torch.stack(positions, dim=1), path


def landing_distance(positions):
    """Linear interpolation of the zero crossing of the height."""
    y = positions[..., 1]
    below = (y <= 0.0).float()
    first = below.argmax(dim=1).clamp_min(1)
    rows = torch.arange(positions.shape[0])
    p0, p1 = positions[rows, first - 1], positions[rows, first]
    frac = p0[:, 1] / (p0[:, 1] - p1[:, 1]).clamp_min(1e-9)
    return p0[:, 0] + frac * (p1[:, 0] - p0[:, 0])
