"""Steam density MLP with hash-free multi-band encoding."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class SteamField(nn.Module):
    def __init__(self, n_bands=5, hidden=64):
        super().__init__()
        self.register_buffer("bands", 2.0 ** torch.arange(n_bands) * math.pi)
        self.density = nn.Sequential(nn.Linear(3 + 6 * n_bands, hidden), nn.Softplus(),
                                     nn.Linear(hidden, hidden), nn.Softplus(), nn.Linear(hidden, 2))

    def forward(self, pts):
        proj = (pts[..., None] * self.bands).flatten(-2)
        out = self.density(torch.cat([pts, proj.sin(), proj.cos()], -1))
        sigma = F.softplus(out[..., 0] - 2.0)
        grey = torch.sigmoid(out[..., 1:]).expand(*pts.shape[:-1], 3)
        return sigma, grey
