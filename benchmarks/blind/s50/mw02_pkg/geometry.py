"""Camera rigs, learnable pose residuals and ray generation."""
import math

import torch
import torch.nn as nn


def axis_angle_to_matrix(w):
    theta = w.norm(dim=-1, keepdim=True).clamp_min(1e-8)
    k = w / theta
    kx, ky, kz = k.unbind(-1)
    zero = torch.zeros_like(kx)
    K = torch.stack([zero, -kz, ky, kz, zero, -kx, -ky, kx, zero], -1).reshape(*w.shape[:-1], 3, 3)
    eye = torch.eye(3).expand_as(K)
    s, c = torch.sin(theta)[..., None], torch.cos(theta)[..., None]
    return eye + s * K + (1 - c) * (K @ K)


def orbit_rig(n_views, radius=3.0, elev=0.35):
    """Camera-to-world matrices on a ring around the table, looking at the top."""
    mats = []
    for i in range(n_views):
        az = 2 * math.pi * i / n_views
        eye = torch.tensor([radius * math.cos(elev) * math.sin(az), radius * math.sin(elev),
                            radius * math.cos(elev) * math.cos(az)])
        back = eye / eye.norm()
        right = torch.linalg.cross(torch.tensor([0.0, 1.0, 0.0]), back)
        right = right / right.norm()
        up = torch.linalg.cross(back, right)
        mats.append(torch.cat([torch.stack([right, up, back], 1), eye[:, None]], 1))
    return torch.stack(mats)


class PoseResiduals(nn.Module):
    """Per-frame se(3) correction applied on top of the phone's noisy tracking poses."""

    def __init__(self, n_views):
        super().__init__()
        self.rot = nn.Parameter(torch.zeros(n_views, 3))
        self.trans = nn.Parameter(torch.zeros(n_views, 3))

    def forward(self, c2w_noisy, idx):
        R = axis_angle_to_matrix(self.rot[idx]) @ c2w_noisy[idx, :, :3]
        t = c2w_noisy[idx, :, 3] + self.trans[idx]
        return torch.cat([R, t[..., None]], -1)


def pixel_rays(c2w, px, size, focal):
    """px: (N, 2) integer pixel coords, c2w: (N, 3, 4)."""
    u = (px[:, 0].float() + 0.5 - size / 2) / focal
    v = -(px[:, 1].float() + 0.5 - size / 2) / focal
    d_cam = torch.stack([u, v, -torch.ones_like(u)], -1)
    d = (c2w[:, :, :3] @ d_cam[..., None]).squeeze(-1)
    return c2w[:, :, 3], d / d.norm(dim=-1, keepdim=True)
