"""Coordinate MLP and the alpha compositor."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def composite(sigma, rgb, t):
    dt = torch.cat([t[..., 1:] - t[..., :-1], torch.full_like(t[..., :1], 1e2)], -1)
    alpha = 1 - torch.exp(-sigma * dt)
    trans = torch.cumprod(torch.cat([torch.ones_like(alpha[..., :1]), 1 - alpha + 1e-10], -1), -1)
    w = alpha * trans[..., :-1]
    return (w[..., None] * rgb).sum(-2) + (1 - w.sum(-1, keepdim=True))


class TopField(nn.Module):
    def __init__(self, n_freqs=5, width=64):
        super().__init__()
        self.register_buffer("freqs", (2.0 ** torch.arange(n_freqs)) * math.pi)
        self.mlp = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 4))

    def forward(self, pts):
        ang = pts[..., None] * self.freqs
        enc = torch.cat([pts, torch.sin(ang).flatten(-2), torch.cos(ang).flatten(-2)], -1)
        out = self.mlp(enc)
        return F.softplus(out[..., 0] - 1.0), torch.sigmoid(out[..., 1:])
