from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor

STRIDE = 4


def render_patch(g: torch.Generator, size: int) -> Tuple[Tensor, Tensor]:
    """Pink stroma, many round purple nuclei, a few dense dark irregular mitotic figures."""
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    img = torch.tensor([0.92, 0.70, 0.82])[:, None, None].repeat(1, size, size)
    for _ in range(int(torch.randint(6, 12, (1,), generator=g))):
        cy, cx = (torch.rand(2, generator=g) * size).tolist()
        nuc = (yy - cy) ** 2 + (xx - cx) ** 2 < 9
        img[:, nuc] = torch.tensor([0.55, 0.40, 0.70])[:, None]
    n = size // STRIDE
    heat = torch.zeros(1, n, n)
    gy, gx = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
    for _ in range(int(torch.randint(0, 3, (1,), generator=g))):
        cy, cx = (torch.rand(2, generator=g) * (size - 8) + 4).tolist()
        ang = torch.atan2(yy - cy, xx - cx)
        spiky = (yy - cy) ** 2 + (xx - cx) ** 2 < (3.5 + 1.5 * torch.sin(5 * ang)) ** 2
        img[:, spiky] = torch.tensor([0.20, 0.10, 0.30])[:, None]
        ty, tx = int(cy // STRIDE), int(cx // STRIDE)
        heat[0] = torch.maximum(heat[0], torch.exp(-((gy - ty) ** 2 + (gx - tx) ** 2) / 1.0))
    img = img + 0.04 * torch.randn(img.shape, generator=g)
    return img.clamp(0, 1), heat


def make_split(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    g = torch.Generator().manual_seed(seed)
    pairs = [render_patch(g, size) for _ in range(n)]
    return torch.stack([p[0] for p in pairs]), torch.stack([p[1] for p in pairs])


def weak_aug(x: Tensor) -> Tensor:
    return (x + 0.01 * torch.randn_like(x)).clamp(0, 1)


def strong_aug(x: Tensor) -> Tensor:
    jitter = 1.0 + 0.15 * (torch.rand(x.shape[0], 3, 1, 1) - 0.5)
    return (x * jitter + 0.05 * torch.randn_like(x)).clamp(0, 1)
