from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor

HU_WINDOW = (-200.0, 300.0)


def ct_slices(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    """Body ellipse (fat/muscle), spine, two kidneys (~+30 HU) with occasional tumours (~+90 HU)."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    imgs, labels = torch.empty(n, 1, size, size), torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        hu = torch.full((size, size), -1000.0)
        body = (xx / 0.9) ** 2 + (yy / 0.7) ** 2 < 1
        hu[body] = -80.0
        hu[(xx / 0.75) ** 2 + (yy / 0.55) ** 2 < 1] = 40.0                 # soft tissue
        hu[(xx ** 2 + (yy - 0.35) ** 2) < 0.02] = 500.0                     # vertebra
        for side in (-1, 1):
            cx = side * (0.38 + 0.05 * float(torch.rand(1, generator=g)))
            cy = 0.2 + 0.05 * float(torch.rand(1, generator=g))
            kid = ((xx - cx) / 0.14) ** 2 + ((yy - cy) / 0.22) ** 2 < 1
            hilum = ((xx - cx + side * 0.12) / 0.06) ** 2 + ((yy - cy) / 0.06) ** 2 < 1
            kid &= ~hilum
            hu[kid] = 150.0
            labels[i][kid] = 1
            if float(torch.rand(1, generator=g)) < 0.5:
                tx, ty = cx + 0.06 * side, cy + 0.1 * (float(torch.rand(1, generator=g)) * 2 - 1)
                tum = ((xx - tx) ** 2 + (yy - ty) ** 2 < 0.006) & kid
                hu[tum] = 60.0
                labels[i][tum] = 2
        hu = hu + 15.0 * torch.randn(size, size, generator=g)
        lo, hi = HU_WINDOW
        imgs[i, 0] = ((hu - lo) / (hi - lo)).clamp(0, 1)
    return imgs, labels
