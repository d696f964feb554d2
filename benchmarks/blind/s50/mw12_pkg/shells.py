"""Synthetic shell scans: a tube swept along a growing logarithmic helix."""
import math

import torch


def shell_cloud(growth, n, gen):
    theta = torch.rand(n, generator=gen) * 4 * math.pi
    ring = torch.rand(n, generator=gen) * 2 * math.pi
    r = 0.08 * torch.exp(growth * theta)
    tube = 0.35 * r
    cx, cz, cy = r * torch.cos(theta), r * torch.sin(theta), 0.06 * theta
    x = cx + tube * torch.cos(ring) * torch.cos(theta)
    z = cz + tube * torch.cos(ring) * torch.sin(theta)
    y = cy + tube * torch.sin(ring)
    pts = torch.stack([x, y, z], -1)
    pts = pts - pts.mean(0)
    return pts / pts.norm(dim=-1).max()


def shell_batch(count, n, gen):
    growth = 0.12 + 0.1 * torch.rand(count, generator=gen)
    return torch.stack([shell_cloud(float(g), n, gen) for g in growth])
