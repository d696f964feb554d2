from __future__ import annotations

from typing import Iterator, Tuple

import torch
from torch import Tensor


def render_label(g: torch.Generator, size: int) -> Tuple[Tensor, Tensor]:
    """Grey parcel label with text-like clutter and, 85% of the time, a 1-D barcode.

    Returns the image (1, size, size) and [present, cx, cy, w, h] normalised to [0, 1].
    """
    img = 0.8 + 0.05 * torch.randn(1, size, size, generator=g)
    for _ in range(6):  # text lines
        r = int(torch.randint(0, size - 2, (1,), generator=g))
        c = int(torch.randint(0, size - 16, (1,), generator=g))
        img[:, r:r + 2, c:c + int(torch.randint(6, 16, (1,), generator=g))] = 0.35
    target = torch.zeros(5)
    if float(torch.rand(1, generator=g)) < 0.85:
        w = int(torch.randint(16, 36, (1,), generator=g))
        h = int(torch.randint(8, 20, (1,), generator=g))
        x0 = int(torch.randint(0, size - w, (1,), generator=g))
        y0 = int(torch.randint(0, size - h, (1,), generator=g))
        bars = (torch.rand(w, generator=g) < 0.5).float()
        img[:, y0:y0 + h, x0:x0 + w] = 0.95 - 0.9 * bars[None, None, :]
        target = torch.tensor([1.0, (x0 + w / 2) / size, (y0 + h / 2) / size, w / size, h / size])
    return img.clamp(0, 1), target


class LabelScans:
    def __init__(self, n: int, size: int = 64, seed: int = 0) -> None:
        g = torch.Generator().manual_seed(seed)
        pairs = [render_label(g, size) for _ in range(n)]
        self.images = torch.stack([p[0] for p in pairs])
        self.targets = torch.stack([p[1] for p in pairs])

    def __len__(self) -> int:
        return len(self.images)

    def iterate(self, batch_size: int, epoch: int) -> Iterator[Tuple[Tensor, Tensor]]:
        perm = torch.randperm(len(self), generator=torch.Generator().manual_seed(100 + epoch))
        for s in range(0, len(self), batch_size):
            yield self.images[perm[s:s + batch_size]], self.targets[perm[s:s + batch_size]]
