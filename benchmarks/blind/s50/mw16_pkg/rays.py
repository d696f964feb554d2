"""Cameras on a sphere, per-pixel rays and Fourier features."""
import math

import torch


def fourier(x, n):
    scaled = (x[..., None] * (2.0 ** torch.arange(n)) * math.pi).flatten(-2)
    return torch.cat([x, scaled.sin(), scaled.cos()], -1)


def look_at_rays(eye, res, half_fov=0.4):
    fwd = -eye / eye.norm()
    right = torch.linalg.cross(fwd, torch.tensor([0.0, 1.0, 0.0]))
    right = right / right.norm()
    up = torch.linalg.cross(right, fwd)
    s = torch.linspace(-half_fov, half_fov, res)
    v, u = torch.meshgrid(-s, s, indexing="ij")
    d = fwd + u[..., None] * right + v[..., None] * up
    d = (d / d.norm(dim=-1, keepdim=True)).reshape(-1, 3)
    return eye.expand_as(d), d


def sphere_eyes(n, radius=2.0):
    eyes = []
    for i in range(n):
        az, el = 2 * math.pi * i / n, 0.4 * math.sin(3.0 * i)
        eyes.append(radius * torch.tensor([math.cos(el) * math.sin(az), math.sin(el), math.cos(el) * math.cos(az)]))
    return eyes
