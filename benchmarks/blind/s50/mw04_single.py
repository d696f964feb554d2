"""Tiny radiance field of a lava lamp with learnable per-frame exposure (phone auto-exposure).

Each captured frame has an EXIF exposure gain that is only roughly right; the field is trained
jointly with a per-frame log-gain correction.  Run: python mw04_single.py
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def wax_field(pts, t_phase):
    """Three wax blobs (metaballs) inside a glass cylinder of radius 0.35."""
    centres = torch.tensor([[0.05, -0.3, 0.0], [-0.08, 0.1, 0.05], [0.06, 0.35, -0.04]])
    centres[:, 1] += 0.1 * torch.sin(torch.tensor([0.0, 2.0, 4.0]) + t_phase)
    d2 = ((pts[..., None, :] - centres) ** 2).sum(-1)
    meta = torch.exp(-d2 / 0.012).sum(-1)
    r = pts[..., [0, 2]].norm(dim=-1)
    glass = torch.sigmoid((0.35 - r) / 0.02) * torch.sigmoid((0.6 - pts[..., 1].abs()) / 0.02)
    sigma = 40.0 * torch.sigmoid((meta - 0.5) / 0.05) * glass + 0.3 * glass
    rgb = torch.stack([torch.ones_like(meta), 0.35 + 0.4 * (meta > 0.5).float(), 0.1 * torch.ones_like(meta)], -1)
    return sigma, rgb


def composite(sigma, rgb, t):
    step = torch.cat([t[..., 1:] - t[..., :-1], torch.full_like(t[..., :1], 1e2)], -1)
    alpha = 1.0 - torch.exp(-sigma * step)
    clear = torch.cumprod(torch.cat([torch.ones_like(alpha[..., :1]), 1.0 - alpha + 1e-10], -1), -1)
    w = alpha * clear[..., :-1]
    return (w[..., None] * rgb).sum(-2)


def side_rays(n_views, size, radius=2.2, fov=0.5):
    """Cameras on a horizontal ring; returns origins/dirs of shape (V, size*size, 3)."""
    lin = torch.linspace(-fov, fov, size)
    vv, uu = torch.meshgrid(-lin, lin, indexing="ij")
    origins, dirs = [], []
    for i in range(n_views):
        az = 2 * math.pi * i / n_views
        eye = torch.tensor([radius * math.sin(az), 0.0, radius * math.cos(az)])
        fwd = -eye / radius
        right = torch.tensor([math.cos(az), 0.0, -math.sin(az)])
        d = fwd + uu[..., None] * right + vv[..., None] * torch.tensor([0.0, 1.0, 0.0])
        dirs.append((d / d.norm(dim=-1, keepdim=True)).reshape(-1, 3))
        origins.append(eye.expand(size * size, 3))
    return torch.stack(origins), torch.stack(dirs)


class LampField(nn.Module):
    def __init__(self, n_freqs=5, width=64):
        super().__init__()
        self.n_freqs = n_freqs
        self.net = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 4))

    def forward(self, x):
        bands = [x]
        for k in range(self.n_freqs):
            bands += [torch.sin(2.0 ** k * math.pi * x), torch.cos(2.0 ** k * math.pi * x)]
        raw = self.net(torch.cat(bands, -1))
        return F.softplus(raw[..., 0]), torch.sigmoid(raw[..., 1:])


def sample_depths(n, cfg):
    t = torch.linspace(cfg.near, cfg.far, cfg.samples).expand(n, cfg.samples)
    return t + torch.rand_like(t) * (cfg.far - cfg.near) / cfg.samples


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=6)
    ap.add_argument("--size", type=int, default=20)
    ap.add_argument("--samples", type=int, default=24)
    ap.add_argument("--near", type=float, default=1.6)
    ap.add_argument("--far", type=float, default=2.8)
    ap.add_argument("--rays", type=int, default=512)
    ap.add_argument("--iters", type=int, default=150)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)

    origins, dirs = side_rays(cfg.views, cfg.size)
    true_gain = torch.tensor(np.random.uniform(0.6, 1.4, cfg.views), dtype=torch.float32)
    exif_gain = (true_gain * torch.tensor(np.random.uniform(0.85, 1.15, cfg.views))).tolist()
    with torch.no_grad():
        t = torch.linspace(cfg.near, cfg.far, 64).expand(cfg.size * cfg.size, 64)
        frames = torch.stack([true_gain[v] * composite(*wax_field(
            origins[v][:, None] + dirs[v][:, None] * t[..., None], 0.0), t) for v in range(cfg.views)])

    field = LampField()
    log_gain = torch.tensor(exif_gain, requires_grad=True).log()
    opt = torch.optim.Adam([{"params": field.parameters(), "lr": 5e-3},
                            {"params": [log_gain], "lr": 1e-2}])

    for it in range(cfg.iters):
        view = torch.randint(0, cfg.views, (cfg.rays,))
        pix = torch.randint(0, cfg.size * cfg.size, (cfg.rays,))
        o, d = origins[view, pix], dirs[view, pix]
        t = sample_depths(cfg.rays, cfg)
        sigma, rgb = field(o[:, None] + d[:, None] * t[..., None])
        pred = torch.exp(log_gain)[view, None] * composite(sigma, rgb, t)
        loss = F.mse_loss(pred, frames[view, pix])
        opt.zero_grad()
        loss.backward()
        opt.step()
        if it % 50 == 0:
            gain_err = (torch.exp(log_gain.detach()) - true_gain).abs().mean().item()
            print(f"it {it:4d}  mse {loss.item():.5f}  gain err {gain_err:.4f}")


if __name__ == "__main__":
    main()
