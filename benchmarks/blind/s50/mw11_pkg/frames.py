"""Wheat-ear texture and gust flow: stalks sway sideways, more at the tips of each row."""
import math

import torch
import torch.nn.functional as F


def sample_with_flow(img, flow):
    n, _, h, w = img.shape
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, h), torch.linspace(-1, 1, w), indexing="ij")
    grid = torch.stack([xs, ys], -1) + flow.permute(0, 2, 3, 1) * torch.tensor([2 / (w - 1), 2 / (h - 1)])
    return F.grid_sample(img, grid, align_corners=True, padding_mode="reflection")


def gust_pairs(n, size, gen):
    ys, xs = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    first, flows = [], []
    for _ in range(n):
        pitch = 3.0 + 2.0 * float(torch.rand(1, generator=gen))
        tilt = 0.3 * float(torch.randn(1, generator=gen))
        ears = torch.sin(2 * math.pi * (xs + tilt * ys) / pitch) ** 2 * (0.6 + 0.4 * torch.cos(ys * 1.3))
        first.append(torch.stack([0.8 * ears + 0.2, 0.65 * ears + 0.15, 0.2 * ears + 0.05]))
        gust = 1.8 * float(torch.rand(1, generator=gen)) + 0.3
        phase = 6.28 * float(torch.rand(1, generator=gen))
        u = gust * torch.sin(2 * math.pi * ys / size + phase) * (0.5 + 0.5 * torch.cos(ys))
        v = 0.2 * gust * torch.cos(2 * math.pi * xs / size + phase)
        flows.append(torch.stack([u, v]))
    first, flows = torch.stack(first), torch.stack(flows)
    return first, sample_with_flow(first, flows), flows
