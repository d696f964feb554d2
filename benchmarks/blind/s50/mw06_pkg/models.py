"""Crane field with a frequency-annealed encoding and swappable colour head."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def paper_crane(pts):
    """Analytic crane: body ellipsoid and two thin wing slabs; red paper with darker folds."""
    x, y, z = pts.unbind(-1)
    body = (x / 0.12) ** 2 + (y / 0.1) ** 2 + (z / 0.35) ** 2
    wings = (x.abs() - 0.3).abs() / 0.25 + (y - 0.08 * x.abs()).abs() / 0.02 + (z / 0.15).abs()
    occ = torch.sigmoid((1 - body) * 8) + torch.sigmoid((1 - wings) * 8)
    fold = 0.5 + 0.5 * torch.cos(12 * x)
    return 30.0 * occ.clamp(0, 1), torch.stack([0.8 + 0.1 * fold, 0.15 * fold, 0.1 + 0 * fold], -1)


def composite(sigma, rgb, t):
    dt = torch.cat([t[..., 1:] - t[..., :-1], torch.full_like(t[..., :1], 1e2)], -1)
    alpha = 1 - torch.exp(-sigma * dt)
    T = torch.cumprod(torch.cat([torch.ones_like(alpha[..., :1]), 1 - alpha + 1e-10], -1), -1)[..., :-1]
    w = alpha * T
    return (w[..., None] * rgb).sum(-2) + (1 - w.sum(-1, keepdim=True))


class CraneField(nn.Module):
    def __init__(self, n_freqs=6, width=64):
        super().__init__()
        self.n_freqs = n_freqs
        self.register_buffer("band_weight", torch.zeros(n_freqs))
        self.trunk = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.heads = nn.ModuleDict({"sigma": nn.Linear(width, 1)})
        self.color = nn.Linear(width, 3)

    def set_progress(self, alpha):
        k = torch.arange(self.n_freqs, dtype=torch.float32)
        self.band_weight.copy_((1 - torch.cos(math.pi * (alpha * self.n_freqs - k).clamp(0, 1))) / 2)

    def forward(self, x):
        ang = x[..., None] * (2.0 ** torch.arange(self.n_freqs)) * math.pi
        enc = torch.cat([torch.sin(ang), torch.cos(ang)], -1) * self.band_weight.repeat(2)
        h = self.trunk(torch.cat([x, enc.flatten(-2)], -1))
        return F.softplus(self.heads["sigma"](h)[..., 0]), torch.sigmoid(self.color(h))
