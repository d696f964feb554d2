"""Held-out view rendering and PSNR."""
import torch

from .scene import camera_rays, march


def render_test(field, cams, truth, cfg, chunk=200):
    field.eval()
    scores = []
    for cam, gt in zip(cams, truth):
        o, d = camera_rays(cam, cfg.res)
        z = torch.linspace(cfg.near, cfg.far, cfg.samples).expand(o.shape[0], cfg.samples)
        pieces = []
        for i in range(0, o.shape[0], chunk):
            pts = o[i:i + chunk, None] + d[i:i + chunk, None] * z[i:i + chunk, ..., None]
            pieces.append(march(*field(pts), z[i:i + chunk]))
        image = torch.cat(pieces)
        mse = ((image - gt) ** 2).mean()
        scores.append(-10.0 * torch.log10(mse).item())
    return sum(scores) / len(scores)
