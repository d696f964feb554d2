"""Analytic plume (ground truth), camera ring and ray generation."""
import math

import torch


def plume(pts, t=0.0):
    """Turbulent-looking plume rising from the spout at (0.2, -0.4, 0)."""
    x, y, z = pts.unbind(-1)
    rise = (y + 0.4).clamp(min=0)
    cx = 0.2 + 0.15 * rise + 0.05 * torch.sin(6 * rise + t)
    spread = 0.04 + 0.12 * rise
    core = torch.exp(-((x - cx) ** 2 + z ** 2) / (2 * spread ** 2))
    puffs = 0.6 + 0.4 * torch.sin(14 * y - 3 * t) * torch.cos(9 * x)
    sigma = 6.0 * core * puffs * (y > -0.4).float() * torch.exp(-rise)
    return sigma, torch.full_like(pts, 0.92)


def camera_ring(n, radius=2.0):
    cams = []
    for i in range(n):
        az = 2 * math.pi * i / n
        eye = torch.tensor([radius * math.sin(az), 0.0, radius * math.cos(az)])
        cams.append((eye, -eye / radius, torch.tensor([math.cos(az), 0.0, -math.sin(az)])))
    return cams


def camera_rays(cam, res, half_fov=0.45):
    eye, fwd, right = cam
    g = torch.linspace(-half_fov, half_fov, res)
    v, u = torch.meshgrid(-g, g, indexing="ij")
    d = fwd + u[..., None] * right + v[..., None] * torch.tensor([0.0, 1.0, 0.0])
    d = (d / d.norm(dim=-1, keepdim=True)).reshape(-1, 3)
    return eye.expand_as(d), d


def march(sigma, rgb, z, background=0.15):
    dz = torch.cat([z[..., 1:] - z[..., :-1], torch.full_like(z[..., :1], 1e2)], -1)
    alpha = 1 - torch.exp(-sigma * dz)
    transmit = torch.cumprod(torch.cat([torch.ones_like(alpha[..., :1]), 1 - alpha + 1e-10], -1), -1)
    w = alpha * transmit[..., :-1]
    return (w[..., None] * rgb).sum(-2) + background * transmit[..., -1:]
