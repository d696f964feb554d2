from __future__ import annotations

from typing import Iterator, List, Tuple

import torch
from torch import Tensor

NAMES = ("resistor", "capacitor", "ic")


def render_board(g: torch.Generator, size: int = 64) -> Tuple[Tensor, Tensor]:
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    img = torch.tensor([0.05, 0.35, 0.15])[:, None, None] + 0.03 * torch.randn(3, size, size, generator=g)
    for _ in range(4):  # copper traces
        r = int(torch.randint(0, size, (1,), generator=g))
        img[:, r, :] = torch.tensor([0.6, 0.5, 0.2])[:, None]
    labels: List[List[float]] = []
    for _ in range(int(torch.randint(2, 5, (1,), generator=g))):
        cls = int(torch.randint(0, 3, (1,), generator=g))
        w, h = [(9, 4), (6, 6), (16, 12)][cls]
        x0 = int(torch.randint(1, size - w - 1, (1,), generator=g))
        y0 = int(torch.randint(1, size - h - 1, (1,), generator=g))
        if cls == 0:
            img[:, y0:y0 + h, x0:x0 + w] = torch.tensor([0.85, 0.75, 0.55])[:, None, None]
            img[:, y0:y0 + h, x0 + 3:x0 + 4] = torch.tensor([0.6, 0.1, 0.1])[:, None, None]
        elif cls == 1:
            disk = (yy - y0 - h / 2) ** 2 + (xx - x0 - w / 2) ** 2 <= (w / 2) ** 2
            img[:, disk] = torch.tensor([0.3, 0.3, 0.8])[:, None]
        else:
            img[:, y0:y0 + h, x0:x0 + w] = 0.08
            img[:, y0 - 1:y0 + h + 1, x0 + 1:x0 + w - 1:2] = 0.8   # pins
        labels.append([cls, x0 + w / 2, y0 + h / 2, w, h])
    return img.clamp(0, 1), torch.tensor(labels)


class BoardDataset:
    def __init__(self, n: int, seed: int) -> None:
        g = torch.Generator().manual_seed(seed)
        items = [render_board(g) for _ in range(n)]
        self.imgs = torch.stack([i[0] for i in items])
        self.labels = [i[1] for i in items]

    def __len__(self) -> int:
        return len(self.imgs)

    def loader(self, bs: int, shuffle: bool, seed: int = 0) -> Iterator[Tuple[Tensor, Tensor]]:
        idx = torch.randperm(len(self), generator=torch.Generator().manual_seed(seed)) if shuffle \
            else torch.arange(len(self))
        for s in range(0, len(self), bs):
            sel = idx[s:s + bs].tolist()
            tg = torch.cat([torch.cat([torch.full((len(self.labels[j]), 1), float(k)), self.labels[j]], 1)
                            for k, j in enumerate(sel)])
            yield self.imgs[sel], tg
