"""Tiny NeRF of a glass marble with trapped air bubbles, photographed on a light box.

Rays are sampled per batch from a ring of synthetic views; the renderer uses exclusive
transmittance (light reaching sample i before it is absorbed). Run: python mw07_single.py
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def marble(pts):
    r = pts.norm(dim=-1)
    bubbles = torch.tensor([[0.12, 0.05, 0.0], [-0.1, -0.08, 0.07], [0.0, 0.14, -0.1]])
    gap = ((pts[..., None, :] - bubbles) ** 2).sum(-1).min(-1).values
    glass = torch.sigmoid((0.4 - r) / 0.02)
    sigma = glass * (1.5 + 30.0 * torch.sigmoid((0.004 - gap) / 0.001))
    swirl = 0.5 + 0.5 * torch.sin(10 * pts[..., 1] + 6 * pts[..., 0])
    return sigma, torch.stack([0.2 + 0.6 * swirl, 0.5 * torch.ones_like(swirl), 0.9 - 0.4 * swirl], -1)


def ring_rays(n_views, res, dist=1.8, half_fov=0.35):
    axis = torch.linspace(-half_fov, half_fov, res)
    b, a = torch.meshgrid(-axis, axis, indexing="ij")
    all_o, all_d = [], []
    for v in range(n_views):
        th = 2 * math.pi * v / n_views
        cam = torch.tensor([dist * math.sin(th), 0.3, dist * math.cos(th)])
        look = -cam / cam.norm()
        side = torch.linalg.cross(look, torch.tensor([0.0, 1.0, 0.0]))
        side = side / side.norm()
        upv = torch.linalg.cross(side, look)
        d = look + a[..., None] * side + b[..., None] * upv
        all_d.append((d / d.norm(dim=-1, keepdim=True)).reshape(-1, 3))
        all_o.append(cam.expand(res * res, 3))
    return torch.cat(all_o), torch.cat(all_d)


def volume_render(sigma, rgb, z):
    spacing = torch.cat([z[:, 1:] - z[:, :-1], 1e3 * torch.ones_like(z[:, :1])], -1)
    alpha = 1.0 - torch.exp(-F.relu(sigma) * spacing)
    trans = torch.cumprod(1.0 - alpha + 1e-10, dim=-1)
    trans[:, 1:] = trans[:, :-1].clone()
    trans[:, 0] = 1.0
    weights = alpha * trans
    light_box = 1.0 - weights.sum(-1, keepdim=True)
    return (weights[..., None] * rgb).sum(1) + light_box


class Fourier(nn.Module):
    def __init__(self, n_freqs):
        super().__init__()
        self.register_buffer("scales", 2.0 ** torch.arange(n_freqs) * math.pi)

    def forward(self, x):
        xs = (x[..., None] * self.scales).flatten(-2)
        return torch.cat([x, xs.sin(), xs.cos()], -1)


class MarbleNeRF(nn.Module):
    def __init__(self, n_freqs=6, width=96):
        super().__init__()
        self.enc = Fourier(n_freqs)
        self.body = nn.Sequential(nn.Linear(3 + 6 * n_freqs, width), nn.ReLU(),
                                  nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 4))

    def forward(self, x):
        out = self.body(self.enc(x))
        return out[..., 0], torch.sigmoid(out[..., 1:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=6)
    ap.add_argument("--res", type=int, default=24)
    ap.add_argument("--n_rays", type=int, default=512)
    ap.add_argument("--n_samples", type=int, default=32)
    ap.add_argument("--steps", type=int, default=120)
    ap.add_argument("--lr", type=float, default=5e-3)
    args = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)

    origins, dirs = ring_rays(args.views, args.res)
    z_all = torch.linspace(1.2, 2.4, 96).expand(origins.shape[0], 96)
    with torch.no_grad():
        target = volume_render(*marble(origins[:, None] + dirs[:, None] * z_all[..., None]), z_all)

    nerf = MarbleNeRF()
    optimizer = torch.optim.Adam(nerf.parameters(), lr=args.lr)
    for step in range(args.steps):
        pick = torch.from_numpy(np.random.choice(origins.shape[0], args.n_rays, replace=False))
        z = torch.linspace(1.2, 2.4, args.n_samples).expand(args.n_rays, args.n_samples)
        z = z + torch.rand_like(z) * (1.2 / args.n_samples)
        pts = origins[pick, None] + dirs[pick, None] * z[..., None]
        sigma, rgb = nerf(pts)
        loss = F.mse_loss(volume_render(sigma, rgb, z), target[pick])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 40 == 0:
            print(f"step {step:4d}  loss {loss.item():.5f}  psnr {-10 * math.log10(loss.item()):.2f}")


if __name__ == "__main__":
    main()
