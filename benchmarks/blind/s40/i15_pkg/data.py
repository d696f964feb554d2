from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor

LABELS = ("background", "oedema", "enhancing")


def mri_slices(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    """FLAIR (oedema bright) + T1c (enhancing rim bright) slices of a skull-stripped brain."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    brain = (xx / 0.8) ** 2 + (yy / 0.9) ** 2 < 1
    imgs = torch.zeros(n, 2, size, size)
    seg = torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        flair = 0.4 * brain.float() + 0.1 * torch.sin(8 * xx) * brain.float()
        t1c = 0.5 * brain.float()
        if float(torch.rand(1, generator=g)) < 0.8:
            cx, cy = (torch.rand(2, generator=g) * 0.8 - 0.4).tolist()
            r_core = 0.12 + 0.1 * float(torch.rand(1, generator=g))
            d = ((xx - cx) ** 2 + (yy - cy) ** 2).sqrt()
            oedema = (d < r_core * 2.0) & brain
            rim = (d < r_core) & (d > r_core * 0.6)
            flair[oedema] = 0.85
            t1c[rim] = 0.95
            t1c[d <= r_core * 0.6] = 0.2                          # necrotic centre (labelled core)
            seg[i][oedema] = 1
            seg[i][d < r_core] = 2
        noise = 0.04 * torch.randn(2, size, size, generator=g)
        imgs[i] = torch.stack([flair, t1c]) + noise
    return imgs, seg
