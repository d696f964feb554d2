"""Full-image rendering of held-out turntable angles."""
import torch

from .geometry import rays_for
from .models import composite


def render_test(field, c2w, cfg, chunk=256):
    field.eval()
    ys, xs = torch.meshgrid(torch.arange(cfg.size), torch.arange(cfg.size), indexing="ij")
    pix = torch.stack([xs.flatten(), ys.flatten()], -1).float()
    images = []
    with torch.inference_mode():
        for cam in c2w:
            o, d = rays_for(cam.expand(pix.shape[0], 3, 4), pix, cfg.size, cfg.focal)
            t = torch.linspace(cfg.near, cfg.far, cfg.samples).expand(pix.shape[0], cfg.samples)
            rows = [composite(*field(o[i:i + chunk, None] + d[i:i + chunk, None] * t[i:i + chunk, ..., None]),
                              t[i:i + chunk]) for i in range(0, pix.shape[0], chunk)]
            images.append(torch.cat(rows).reshape(cfg.size, cfg.size, 3))
    field.train()
    return torch.stack(images).cpu().numpy()
