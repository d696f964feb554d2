"""Hand-held camera path, learnable 6-DoF corrections and the reference-frame convention."""
import math

import torch
import torch.nn as nn


def hand_held_path(n, radius=2.2):
    c2w = []
    for i in range(n):
        az = -0.9 + 1.8 * i / (n - 1)
        el = 0.15 * math.sin(2.5 * i)
        eye = radius * torch.tensor([math.cos(el) * math.sin(az), math.sin(el), math.cos(el) * math.cos(az)])
        back = eye / eye.norm()
        right = torch.linalg.cross(torch.tensor([0.0, 1.0, 0.0]), back)
        right = right / right.norm()
        c2w.append(torch.cat([torch.stack([right, torch.linalg.cross(back, right), back], 1), eye[:, None]], 1))
    return torch.stack(c2w)


def hat(w):
    z = torch.zeros_like(w[..., 0])
    return torch.stack([z, -w[..., 2], w[..., 1], w[..., 2], z, -w[..., 0], -w[..., 1], w[..., 0], z],
                       -1).unflatten(-1, (3, 3))


class CameraBank(nn.Module):
    def __init__(self, init_c2w):
        super().__init__()
        self.register_buffer("init_c2w", init_c2w)
        self.delta = nn.Parameter(torch.zeros(init_c2w.shape[0], 6))

    def forward(self, idx):
        R = torch.linalg.matrix_exp(hat(self.delta[idx, :3])) @ self.init_c2w[idx, :, :3]
        return R, self.init_c2w[idx, :, 3] + self.delta[idx, 3:]


def pin_reference_frame(bank):
    """Frame 0 defines the world coordinate system; its correction must stay zero."""
    bank.delta[0].zero_()


def rays(R, t, pix, res, focal):
    cam = torch.stack([(pix[:, 0] + 0.5 - res / 2) / focal, -(pix[:, 1] + 0.5 - res / 2) / focal,
                       -torch.ones(pix.shape[0])], -1)
    d = (R @ cam[..., None]).squeeze(-1)
    return t, d / d.norm(dim=-1, keepdim=True)
