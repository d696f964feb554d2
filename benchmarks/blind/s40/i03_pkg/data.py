from __future__ import annotations

from typing import Dict, Iterator, List, Tuple

import torch
from torch import Tensor

STRIDE = 4
CLASSES = ("cell_hotspot", "bypass_diode")


def render_pv_string(g: torch.Generator, size: int) -> Tuple[Tensor, List[Tuple[int, float, float, float, float]]]:
    img = torch.full((1, size, size), 0.15)
    for r in range(2, size - 8, 10):
        for c in range(2, size - 8, 10):
            img[:, r:r + 8, c:c + 8] = 0.45
    img += 0.03 * torch.randn(img.shape, generator=g)
    objs = []
    for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
        cls = int(torch.randint(0, 2, (1,), generator=g))
        w, h = (3, 3) if cls == 0 else (2, 8)
        x0 = int(torch.randint(2, size - w - 2, (1,), generator=g))
        y0 = int(torch.randint(2, size - h - 2, (1,), generator=g))
        img[:, y0:y0 + h, x0:x0 + w] = 0.95 if cls == 0 else 0.75
        objs.append((cls, x0 + w / 2, y0 + h / 2, float(w), float(h)))
    return img, objs


def encode_targets(objs, size: int, nc: int = 2) -> Dict[str, Tensor]:
    n = size // STRIDE
    hm = torch.zeros(nc, n, n)
    wh = torch.zeros(2, n, n)
    ys, xs = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
    for cls, cx, cy, w, h in objs:
        gx, gy = int(cx / STRIDE), int(cy / STRIDE)
        hm[cls] = torch.maximum(hm[cls], torch.exp(-((xs - gx) ** 2 + (ys - gy) ** 2) / 2.0))
        wh[:, gy, gx] = torch.tensor([w, h]) / STRIDE
    return {"heatmap": hm, "wh": wh}


class ThermalPVDataset:
    def __init__(self, n: int, size: int = 64, seed: int = 0) -> None:
        g = torch.Generator().manual_seed(seed)
        samples = [render_pv_string(g, size) for _ in range(n)]
        self.images = torch.stack([s[0] for s in samples])
        encoded = [encode_targets(s[1], size) for s in samples]
        self.targets = {k: torch.stack([e[k] for e in encoded]) for k in ("heatmap", "wh")}

    def __len__(self) -> int:
        return self.images.shape[0]

    def loader(self, batch_size: int, epoch: int = 0) -> Iterator[Tuple[Tensor, Dict[str, Tensor]]]:
        order = torch.randperm(len(self), generator=torch.Generator().manual_seed(epoch))
        for i in range(0, len(self), batch_size):
            idx = order[i:i + batch_size]
            yield self.images[idx], {k: v[idx] for k, v in self.targets.items()}
