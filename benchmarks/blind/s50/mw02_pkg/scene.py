"""Analytic spinning top: cone body, painted stripes; renders ground-truth pixels."""
import torch

from .models import composite


def top_density_color(pts):
    x, y, z = pts.unbind(-1)
    r = torch.sqrt(x * x + z * z + 1e-9)
    allowed = 0.45 * (y + 0.5).clamp(0, 0.8) / 0.8
    inside = torch.sigmoid((allowed - r) / 0.03) * torch.sigmoid((0.3 - y) / 0.03)
    sigma = 25.0 * inside
    phi = torch.atan2(z, x)
    stripe = 0.5 + 0.5 * torch.cos(6 * phi)
    rgb = torch.stack([0.9 * torch.ones_like(stripe), 0.2 + 0.7 * stripe, 0.1 * stripe], -1)
    return sigma, rgb


def render_truth(origins, dirs, t):
    pts = origins[:, None] + dirs[:, None] * t[..., None]
    sigma, rgb = top_density_color(pts)
    return composite(sigma, rgb, t)
