from __future__ import annotations

import math
from typing import Dict, Tuple

import torch
from torch import Tensor

STRIDE = 4


def field_plot(g: torch.Generator, size: int) -> Tuple[Tensor, Tensor, Tensor]:
    """Soil/leaf background with wheat ears: elongated golden ellipses with awn texture."""
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    leaves = (torch.sin(xx * 0.7 + 3 * torch.sin(yy * 0.2)) > 0.3).float()
    img = torch.stack([0.35 - 0.15 * leaves, 0.30 + 0.25 * leaves, 0.20 - 0.05 * leaves])
    img = img + 0.04 * torch.randn(3, size, size, generator=g)
    n = size // STRIDE
    heat, wh = torch.zeros(1, n, n), torch.zeros(2, n, n)
    gy, gx = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
    for _ in range(int(torch.randint(2, 7, (1,), generator=g))):
        cx, cy = (torch.rand(2, generator=g) * (size - 12) + 6).tolist()
        ang = float(torch.rand(1, generator=g)) * math.pi
        a, b = 6 + 2 * float(torch.rand(1, generator=g)), 2.5
        u = (xx - cx) * math.cos(ang) + (yy - cy) * math.sin(ang)
        v = -(xx - cx) * math.sin(ang) + (yy - cy) * math.cos(ang)
        ear = (u / a) ** 2 + (v / b) ** 2 < 1
        img[:, ear] = torch.tensor([0.85, 0.70, 0.30])[:, None] * (0.9 + 0.1 * torch.sin(u[ear] * 2))
        bw = 2 * math.sqrt((a * math.cos(ang)) ** 2 + (b * math.sin(ang)) ** 2)
        bh = 2 * math.sqrt((a * math.sin(ang)) ** 2 + (b * math.cos(ang)) ** 2)
        ix, iy = int(cx // STRIDE), int(cy // STRIDE)
        heat[0] = torch.maximum(heat[0], torch.exp(-((gx - ix) ** 2 + (gy - iy) ** 2) / 2.0))
        wh[:, iy, ix] = torch.tensor([bw, bh]) / STRIDE
    return img.clamp(0, 1), heat, wh


def build_split(n: int, size: int, seed: int) -> Dict[str, Tensor]:
    g = torch.Generator().manual_seed(seed)
    items = [field_plot(g, size) for _ in range(n)]
    return {"img": torch.stack([t[0] for t in items]), "heat": torch.stack([t[1] for t in items]),
            "wh": torch.stack([t[2] for t in items])}
