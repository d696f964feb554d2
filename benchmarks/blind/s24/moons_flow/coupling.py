import torch
from torch import nn


class AffineCoupling(nn.Module):
    """RealNVP coupling: the masked half conditions a scale and shift of the other half."""

    def __init__(self, mask, hidden=64):
        super().__init__()
        self.register_buffer("mask", mask)
        dim = mask.numel()
        self.net = nn.Sequential(
            nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU()
        )
        self.to_scale = nn.Linear(hidden, dim)
        self.to_shift = nn.Linear(hidden, dim)
        self.scale_gain = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        h = self.net(x * self.mask)
        s = torch.tanh(self.to_scale(h))
        s *= self.scale_gain
        s = s * (1 - self.mask)
        t = self.to_shift(h) * (1 - self.mask)
        y = x * self.mask + (1 - self.mask) * (x * torch.exp(s) + t)
        return y, s.sum(dim=1)

    def inverse(self, y):
        h = self.net(y * self.mask)
        s = torch.tanh(self.to_scale(h)) * self.scale_gain * (1 - self.mask)
        t = self.to_shift(h) * (1 - self.mask)
        return y * self.mask + (1 - self.mask) * ((y - t) * torch.exp(-s))
