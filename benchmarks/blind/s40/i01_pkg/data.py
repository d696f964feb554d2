from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, List, Tuple

import torch
from torch import Tensor


@dataclass
class TileConfig:
    size: int = 64
    max_vehicles: int = 3
    noise: float = 0.08


class OverheadParkingTiles:
    """Dark asphalt tiles with bright car roofs (class 0) and longer trucks (class 1)."""

    CLASS_NAMES = ("car", "truck")
    SHAPES = {0: (6, 10), 1: (8, 18)}

    def __init__(self, n: int, cfg: TileConfig, seed: int = 0) -> None:
        g = torch.Generator().manual_seed(seed)
        s = cfg.size
        self.images = torch.empty(n, 3, s, s)
        self.labels: List[Tensor] = []
        for i in range(n):
            img = 0.22 + cfg.noise * torch.randn(3, s, s, generator=g)
            rows = []
            for _ in range(int(torch.randint(1, cfg.max_vehicles + 1, (1,), generator=g))):
                cls = int(torch.randint(0, 2, (1,), generator=g))
                w, h = self.SHAPES[cls]
                if float(torch.rand(1, generator=g)) < 0.5:
                    w, h = h, w
                x0 = int(torch.randint(0, s - w, (1,), generator=g))
                y0 = int(torch.randint(0, s - h, (1,), generator=g))
                img[:, y0:y0 + h, x0:x0 + w] = (0.55 + 0.45 * torch.rand(3, generator=g))[:, None, None]
                rows.append([cls, x0 + w / 2, y0 + h / 2, float(w), float(h)])
            self.images[i] = img.clamp_(0.0, 1.0)
            self.labels.append(torch.tensor(rows))

    def __len__(self) -> int:
        return self.images.shape[0]

    def batches(self, batch_size: int, shuffle: bool = True,
                seed: int = 0) -> Iterator[Tuple[Tensor, Tensor]]:
        order = torch.randperm(len(self), generator=torch.Generator().manual_seed(seed)) \
            if shuffle else torch.arange(len(self))
        for start in range(0, len(self), batch_size):
            idx = order[start:start + batch_size]
            targets = [torch.cat([torch.full((self.labels[j].shape[0], 1), float(k)), self.labels[j]], 1)
                       for k, j in enumerate(idx.tolist())]
            yield self.images[idx], torch.cat(targets, 0)


def build_datasets(cfg: TileConfig, n_train: int, n_val: int) -> Tuple[OverheadParkingTiles, OverheadParkingTiles]:
    return OverheadParkingTiles(n_train, cfg, seed=1), OverheadParkingTiles(n_val, cfg, seed=2)
