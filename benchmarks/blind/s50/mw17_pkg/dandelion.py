"""Ground-truth clock: a small receptacle with radial filaments ending in fluffy pappus tufts."""
import math

import torch


def _fibonacci_dirs(n):
    i = torch.arange(n).float() + 0.5
    phi = torch.acos(1 - 2 * i / n)
    th = math.pi * (1 + 5 ** 0.5) * i
    return torch.stack([torch.cos(th) * torch.sin(phi), torch.cos(phi), torch.sin(th) * torch.sin(phi)], -1)


SEED_DIRS = _fibonacci_dirs(40)


def clock(pts):
    r = pts.norm(dim=-1, keepdim=True)
    unit = pts / (r + 1e-6)
    align = (unit[..., None, :] * SEED_DIRS).sum(-1).max(-1).values
    stalk = torch.exp(-((1 - align) / 0.004)) * (r[..., 0] < 0.5)
    tuft = torch.exp(-((r[..., 0] - 0.5) / 0.05) ** 2) * torch.exp(-((1 - align) / 0.03))
    core = torch.exp(-(r[..., 0] / 0.08) ** 2)
    sigma = 20 * core + 8 * stalk + 6 * tuft
    rgb = torch.stack([0.95 - 0.5 * core, 0.95 - 0.4 * core, 0.9 - 0.7 * core], -1)
    return sigma, rgb


def render(sigma, rgb, z):
    dz = torch.cat([z[..., 1:] - z[..., :-1], torch.full_like(z[..., :1], 1e2)], -1)
    a = 1 - torch.exp(-sigma * dz)
    w = a * torch.cumprod(torch.cat([torch.ones_like(a[..., :1]), 1 - a + 1e-10], -1), -1)[..., :-1]
    return (w[..., None] * rgb).sum(-2) + 0.2 * (1 - w.sum(-1, keepdim=True))
