from __future__ import annotations

from typing import Dict, Iterator, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor


def render_page(g: torch.Generator, size: int) -> Tuple[Tensor, Tensor, Tensor]:
    """Paper texture with words (dark glyph strokes), a ruled line and a stamp blob.

    Targets: shrunk text kernel (prob map) and a border band (threshold map).
    """
    img = 0.9 + 0.03 * torch.randn(1, size, size, generator=g)
    kernel = torch.zeros(1, size, size)
    region = torch.zeros(1, size, size)
    r = int(torch.randint(2, 8, (1,), generator=g))
    while r < size - 8:
        c = int(torch.randint(1, 10, (1,), generator=g))
        h = int(torch.randint(5, 8, (1,), generator=g))
        while c < size - 12:
            w = int(torch.randint(8, 20, (1,), generator=g))
            w = min(w, size - 2 - c)
            glyphs = (torch.rand(1, h, w, generator=g) < 0.55).float()
            img[:, r:r + h, c:c + w] -= 0.7 * glyphs
            region[:, r:r + h, c:c + w] = 1.0
            kernel[:, r + 1:r + h - 1, c + 2:c + w - 2] = 1.0
            c += w + int(torch.randint(4, 9, (1,), generator=g))
        r += h + int(torch.randint(5, 10, (1,), generator=g))
    img[:, int(torch.randint(0, size, (1,), generator=g)), :] -= 0.3          # ruled line
    dil = F.max_pool2d(region[None], 5, 1, 2)[0]
    border = (dil - (-F.max_pool2d(-region[None], 3, 1, 1)[0])).clamp(0, 1)
    thresh = 0.3 + 0.4 * border
    return img.clamp(0, 1), kernel, thresh


class SyntheticPages:
    def __init__(self, n: int, size: int = 64, seed: int = 0) -> None:
        g = torch.Generator().manual_seed(seed)
        items = [render_page(g, size) for _ in range(n)]
        self.images = torch.stack([t[0] for t in items])
        self.gt_kernel = torch.stack([t[1] for t in items])
        self.gt_thresh = torch.stack([t[2] for t in items])

    def __len__(self) -> int:
        return len(self.images)

    def batches(self, bs: int, epoch: int) -> Iterator[Dict[str, Tensor]]:
        perm = torch.randperm(len(self), generator=torch.Generator().manual_seed(epoch))
        for i in range(0, len(self), bs):
            idx = perm[i:i + bs]
            yield {"img": self.images[idx], "gt_kernel": self.gt_kernel[idx],
                   "gt_thresh": self.gt_thresh[idx]}
