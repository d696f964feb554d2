from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor


def sar_scenes(n: int, size: int, seed: int, gain: float, looks: float) -> Tuple[Tensor, Tensor]:
    """Sea clutter with dark elongated slicks (label 1) and low-wind patches (label 0).

    `gain`/`looks` model the sensor: the source simulator and the target sensor differ.
    """
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    imgs, masks = torch.empty(n, 1, size, size), torch.zeros(n, size, size, dtype=torch.long)
    gamma = torch.distributions.Gamma(torch.tensor(looks), torch.tensor(looks))
    for i in range(n):
        sigma0 = torch.ones(size, size)
        if float(torch.rand(1, generator=g)) < 0.5:   # low-wind look-alike: round, soft edges
            cx, cy = (torch.rand(2, generator=g) * 1.2 - 0.6).tolist()
            sigma0 = sigma0 * (1 - 0.5 * torch.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 0.08))
        for _ in range(int(torch.randint(1, 3, (1,), generator=g))):
            cx, cy = (torch.rand(2, generator=g) * 1.2 - 0.6).tolist()
            ang = float(torch.rand(1, generator=g)) * 3.14159
            u = (xx - cx) * torch.cos(torch.tensor(ang)) + (yy - cy) * torch.sin(torch.tensor(ang))
            v = -(xx - cx) * torch.sin(torch.tensor(ang)) + (yy - cy) * torch.cos(torch.tensor(ang))
            slick = (u / 0.45) ** 2 + (v / 0.07) ** 2 < 1
            sigma0[slick] *= 0.15
            masks[i][slick] = 1
        imgs[i, 0] = gain * sigma0 * gamma.sample((size, size))
    return torch.log1p(imgs), masks


def build_domains(size: int = 48) -> dict:
    torch.manual_seed(0)
    src_x, src_y = sar_scenes(160, size, seed=0, gain=1.0, looks=8.0)
    tgt_x, tgt_y = sar_scenes(160, size, seed=1, gain=2.5, looks=3.0)
    val_x, val_y = sar_scenes(48, size, seed=2, gain=2.5, looks=3.0)
    return {"source": (src_x, src_y), "target": (tgt_x, tgt_y), "target_val": (val_x, val_y)}
