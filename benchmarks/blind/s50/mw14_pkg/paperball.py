"""Crumpled paper balls: a sphere with sharp random creases; the scan sees only the front half."""
import torch


def crumpled_ball(n, gen, creases=9):
    d = torch.randn(n, 3, generator=gen)
    d = d / d.norm(dim=-1, keepdim=True)
    normals = torch.randn(creases, 3, generator=gen)
    normals = normals / normals.norm(dim=-1, keepdim=True)
    depth = 0.08 * torch.rand(creases, generator=gen)
    radius = 0.5 - (depth * (d @ normals.T).abs().neg().add(1.0).pow(6)).sum(-1)
    return d * radius[:, None]


def scan_pair(count, n_full, n_partial, gen):
    full, partial = [], []
    for _ in range(count):
        pts = crumpled_ball(4 * n_full, gen)
        view = torch.randn(3, generator=gen)
        view = view / view.norm()
        front = pts[(pts @ view) > 0.05]
        partial.append(front[torch.randperm(front.shape[0], generator=gen)[:n_partial]])
        full.append(pts[torch.randperm(pts.shape[0], generator=gen)[:n_full]])
    return torch.stack(partial), torch.stack(full)
