"""Turntable cameras, learnable pose corrections (frame 0 fixes the gauge) and pixel rays."""
import math

import torch
import torch.nn as nn


def skew(w):
    o = torch.zeros_like(w[..., 0])
    return torch.stack([o, -w[..., 2], w[..., 1], w[..., 2], o, -w[..., 0],
                        -w[..., 1], w[..., 0], o], -1).reshape(*w.shape[:-1], 3, 3)


def turntable_cameras(n, radius=2.5, elev=0.5):
    out = []
    for i in range(n):
        az = 2 * math.pi * i / n
        eye = radius * torch.tensor([math.cos(elev) * math.sin(az), math.sin(elev), math.cos(elev) * math.cos(az)])
        back = eye / eye.norm()
        right = torch.linalg.cross(torch.tensor([0.0, 1.0, 0.0]), back)
        right = right / right.norm()
        out.append(torch.cat([torch.stack([right, torch.linalg.cross(back, right), back], 1), eye[:, None]], 1))
    return torch.stack(out)


class PoseCorrection(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.rot = nn.Parameter(torch.zeros(n, 3))
        self.shift = nn.Parameter(torch.zeros(n, 3))

    def forward(self, c2w, idx):
        R = torch.linalg.matrix_exp(skew(self.rot[idx])) @ c2w[idx, :, :3]
        return torch.cat([R, (c2w[idx, :, 3] + self.shift[idx])[..., None]], -1)


def fix_gauge(poses):
    """The first frame defines the world frame: keep its correction at exactly zero."""
    with torch.no_grad():
        poses.rot[0].zero_()
        poses.shift[0].zero_()


def rays_for(c2w, pix, size, focal):
    cam = torch.stack([(pix[:, 0] + 0.5 - size / 2) / focal, -(pix[:, 1] + 0.5 - size / 2) / focal,
                       -torch.ones(pix.shape[0])], -1)
    d = (c2w[:, :, :3] @ cam[..., None]).squeeze(-1)
    return c2w[:, :, 3], d / d.norm(dim=-1, keepdim=True)
