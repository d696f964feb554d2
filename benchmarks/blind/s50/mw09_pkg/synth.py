"""Leaf-textured frames moved by a circular ripple: (frame0, frame1, flow) with exact flow."""
import torch
import torch.nn.functional as F


def backward_warp(img, flow):
    n, _, h, w = img.shape
    ys, xs = torch.meshgrid(torch.arange(h).float(), torch.arange(w).float(), indexing="ij")
    gx = 2 * (xs + flow[:, 0]) / (w - 1) - 1
    gy = 2 * (ys + flow[:, 1]) / (h - 1) - 1
    return F.grid_sample(img, torch.stack([gx, gy], -1), align_corners=True, padding_mode="border")


def pond_pairs(n, size, gen):
    ys, xs = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    f0, flows = [], []
    for _ in range(n):
        tex = torch.zeros(3, size, size)
        for _ in range(7):
            c = torch.rand(2, generator=gen) * size
            col = torch.tensor([0.2, 0.5, 0.1]) + 0.3 * torch.rand(3, generator=gen)
            ang = float(torch.rand(1, generator=gen)) * 3.14
            u = (xs - c[0]) * torch.cos(torch.tensor(ang)) + (ys - c[1]) * torch.sin(torch.tensor(ang))
            v = -(xs - c[0]) * torch.sin(torch.tensor(ang)) + (ys - c[1]) * torch.cos(torch.tensor(ang))
            tex += col[:, None, None] * torch.exp(-(u / 3.0) ** 2 - (v / 1.5) ** 2)
        drop = torch.rand(2, generator=gen) * size
        r = torch.sqrt((xs - drop[0]) ** 2 + (ys - drop[1]) ** 2) + 1e-3
        amp = 1.5 * torch.sin(0.8 * r - float(torch.rand(1, generator=gen)) * 6.28) * torch.exp(-r / 12)
        flows.append(torch.stack([amp * (xs - drop[0]) / r, amp * (ys - drop[1]) / r]))
        f0.append(tex.clamp(0, 1) + 0.05)
    f0, flows = torch.stack(f0), torch.stack(flows)
    return f0, backward_warp(f0, flows), flows
