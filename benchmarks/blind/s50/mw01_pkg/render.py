"""Volume compositing of the pane field into patches."""
import torch

from .rays import stratified_depths


def composite(sigma, rgb, t, dirs):
    gaps = torch.cat([t[..., 1:] - t[..., :-1], torch.full_like(t[..., :1], 1e3)], dim=-1)
    gaps = gaps * dirs.norm(dim=-1, keepdim=True)
    alpha = 1.0 - torch.exp(-sigma * gaps)
    ones = torch.ones_like(alpha[..., :1])
    transmit = torch.cumprod(torch.cat([ones, 1.0 - alpha + 1e-10], dim=-1), dim=-1)[..., :-1]
    weights = alpha * transmit
    color = (weights[..., None] * rgb).sum(dim=-2)
    return color + (1.0 - weights.sum(dim=-1, keepdim=True))


def render_patches(field, code, eyes, dirs, cfg):
    t = stratified_depths(eyes.shape[:-1], cfg.near, cfg.far, cfg.n_samples)
    pts = eyes[..., None, :] + dirs[..., None, :] * t[..., None]
    sigma, rgb = field(pts, code)
    img = composite(sigma, rgb, t, dirs)
    return img.reshape(img.shape[0], cfg.patch, cfg.patch, 3).permute(0, 3, 1, 2)
