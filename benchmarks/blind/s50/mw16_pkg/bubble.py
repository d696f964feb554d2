"""Ground truth: a thin spherical film whose colour follows thickness and viewing angle."""
import torch


def bubble(pts, dirs):
    r = pts.norm(dim=-1)
    shell = torch.exp(-((r - 0.5) / 0.02) ** 2)
    normal = pts / (r[..., None] + 1e-6)
    cos_i = (normal * dirs).sum(-1).abs()
    thickness = 1.0 + 0.6 * pts[..., 1]
    phase = 6.0 * thickness * cos_i
    rgb = 0.5 + 0.5 * torch.stack([torch.cos(phase), torch.cos(phase + 2.1), torch.cos(phase + 4.2)], -1)
    return 4.0 * shell, rgb


def composite(sigma, rgb, z, bg=0.05):
    dz = torch.cat([z[..., 1:] - z[..., :-1], torch.full_like(z[..., :1], 1e2)], -1)
    a = 1 - torch.exp(-sigma * dz)
    trans = torch.cumprod(torch.cat([torch.ones_like(a[..., :1]), 1 - a + 1e-10], -1), -1)
    w = a * trans[..., :-1]
    return (w[..., None] * rgb).sum(-2) + bg * trans[..., -1:]
