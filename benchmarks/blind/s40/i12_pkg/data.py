from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor

LANDMARKS = ("left_eye", "right_eye", "nose", "mouth_left", "mouth_right")


def draw_faces(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    """Grey-scale cartoon faces with random pose jitter; returns images and (n, 5, 2) xy in px."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    imgs = torch.empty(n, 1, size, size)
    pts = torch.empty(n, 5, 2)
    for i in range(n):
        cx, cy = (size / 2 + 3 * (torch.rand(2, generator=g) * 2 - 1)).tolist()
        s = 0.8 + 0.3 * float(torch.rand(1, generator=g))
        tilt = 0.25 * (float(torch.rand(1, generator=g)) * 2 - 1)
        base = torch.tensor([[-5, -4], [5, -4], [0, 1], [-4, 6], [4, 6]], dtype=torch.float32) * s
        rot = torch.tensor([[1.0, -tilt], [tilt, 1.0]])
        p = base @ rot.T + torch.tensor([cx, cy])
        face = ((xx - cx) / (10 * s)) ** 2 + ((yy - cy) / (13 * s)) ** 2 < 1
        img = 0.15 + 0.5 * face.float()
        for k, (px, py) in enumerate(p.tolist()):
            r2 = 2.2 if k < 2 else 1.2
            img = torch.where((xx - px) ** 2 + (yy - py) ** 2 < r2, torch.tensor(0.05), img)
        imgs[i, 0] = (img + 0.05 * torch.randn(size, size, generator=g)).clamp(0, 1)
        pts[i] = p
    return imgs, pts


def render_heatmaps(pts: Tensor, size: int, stride: int = 2, sigma: float = 1.0) -> Tensor:
    n = size // stride
    ys, xs = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
    p = pts / stride
    d2 = (xs[None, None] - p[..., 0, None, None]) ** 2 + (ys[None, None] - p[..., 1, None, None]) ** 2
    return torch.exp(-d2 / (2 * sigma ** 2))
