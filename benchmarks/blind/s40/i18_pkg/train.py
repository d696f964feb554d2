from __future__ import annotations

import argparse
import copy
from typing import Tuple

import torch
from torch import Tensor, nn

from . import val as validate
from .loss import ComputeLoss
from .yolo import NoduleYOLO


def ct_slices(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    imgs, rows = torch.empty(n, 1, size, size), []
    for i in range(n):
        img = torch.full((size, size), 0.05)
        img[((xx - 32) / 30) ** 2 + ((yy - 32) / 24) ** 2 < 1] = 0.55                 # body
        for cx in (20.0, 44.0):
            img[((xx - cx) / 10) ** 2 + ((yy - 32) / 17) ** 2 < 1] = 0.1              # lungs
        for _ in range(12):                                                           # vessels
            vx, vy = (torch.rand(2, generator=g) * torch.tensor([44.0, 30.0]) + torch.tensor([10.0, 17.0])).tolist()
            img[(xx - vx) ** 2 + (yy - vy) ** 2 < 1.2] = 0.5
        for _ in range(int(torch.randint(0, 3, (1,), generator=g))):
            side = 20.0 if float(torch.rand(1, generator=g)) < 0.5 else 44.0
            cx = side + 6 * (float(torch.rand(1, generator=g)) * 2 - 1)
            cy = 32 + 10 * (float(torch.rand(1, generator=g)) * 2 - 1)
            r = 2 + 3 * float(torch.rand(1, generator=g))
            img[(xx - cx) ** 2 + (yy - cy) ** 2 < r * r] = 0.7
            rows.append([i, 0, cx, cy, 2 * r, 2 * r])
        imgs[i, 0] = (img + 0.03 * torch.randn(size, size, generator=g)).clamp(0, 1)
    return imgs, torch.tensor(rows).reshape(-1, 6)


class ModelEMA:
    def __init__(self, model: nn.Module, decay: float = 0.9) -> None:
        self.ema = copy.deepcopy(model).eval()
        for p in self.ema.parameters():
            p.requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        for e, m in zip(self.ema.state_dict().values(), model.state_dict().values()):
            if e.dtype.is_floating_point:
                e.copy_(self.decay * e + (1 - self.decay) * m)


def build_all(opt: argparse.Namespace) -> Tuple[NoduleYOLO, torch.optim.Optimizer,
                                                torch.optim.lr_scheduler.LRScheduler,
                                                torch.cuda.amp.GradScaler]:
    model = NoduleYOLO(nc=1, w=opt.width)
    optimizer = torch.optim.Adam(model.parameters(), lr=opt.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=opt.epochs, eta_min=opt.lr * 0.1)
    return model, optimizer, scheduler, torch.cuda.amp.GradScaler(enabled=opt.amp)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--amp", action="store_true")
    opt = ap.parse_args()
    torch.manual_seed(0)
    x, t = ct_slices(192, 64, seed=0)
    xv, tv = ct_slices(48, 64, seed=1)
    model, optimizer, scheduler, scaler = build_all(opt)
    ema = ModelEMA(model)
    compute_loss = ComputeLoss(model.detect)
    for epoch in range(opt.epochs):
        model.train()
        mloss = torch.zeros(3)
        perm = torch.randperm(len(x))
        for i, s in enumerate(range(0, len(x), opt.batch_size)):
            idx = perm[s:s + opt.batch_size]
            remap = torch.full((len(x),), -1, dtype=torch.long)
            remap[idx] = torch.arange(len(idx))
            tb = t[remap[t[:, 0].long()] >= 0].clone()
            tb[:, 0] = remap[tb[:, 0].long()].float()
            with torch.autocast("cpu", enabled=opt.amp):
                loss, items = compute_loss(model(x[idx]), tb)
            optimizer.zero_grad()
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            scaler.step(optimizer)
            scaler.update()
            ema.update(model)
            mloss = (mloss * i + items) / (i + 1)
        scheduler.step()
        r = validate.run(ema.ema, xv, tv)
        print(f"epoch {epoch}: box {mloss[0]:.4f} obj {mloss[1]:.4f} | recall {r['recall']:.3f} "
              f"fp/slice {r['fp_per_slice']:.2f}")


if __name__ == "__main__":
    main()
