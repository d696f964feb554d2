"""Bubble field: shared trunk, density head and a swappable colour head."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .rays import fourier


class FlatColour(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.out = nn.Linear(width, 3)

    def forward(self, h, dirs):
        return torch.sigmoid(self.out(h))


class ViewColour(nn.Module):
    def __init__(self, width, n_dir=3):
        super().__init__()
        self.n_dir = n_dir
        self.mlp = nn.Sequential(nn.Linear(width + 3 + 6 * n_dir, 48), nn.ReLU(), nn.Linear(48, 3))

    def forward(self, h, dirs):
        return torch.sigmoid(self.mlp(torch.cat([h, fourier(dirs, self.n_dir)], -1)))


class BubbleField(nn.Module):
    def __init__(self, n_freqs=6, width=64):
        super().__init__()
        self.n_freqs, self.width = n_freqs, width
        self.trunk = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.density = nn.Linear(width, 1)
        self.color_head = FlatColour(width)

    def forward(self, pts, dirs):
        h = self.trunk(fourier(pts, self.n_freqs))
        return F.softplus(self.density(h)[..., 0]), self.color_head(h, dirs)
