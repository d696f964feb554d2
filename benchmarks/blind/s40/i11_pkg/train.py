from __future__ import annotations

import argparse
import copy
import math
from typing import Any, Dict, Tuple

import torch
from torch import nn

from .datasets import BoardDataset
from .loss import ComputeLoss
from .yolo import PCBDetector


class ModelEMA:
    def __init__(self, model: nn.Module, decay: float = 0.99, tau: float = 100.0) -> None:
        self.ema = copy.deepcopy(model).eval()
        for p in self.ema.parameters():
            p.requires_grad_(False)
        self.updates = 0
        self.decay = lambda x: decay * (1 - math.exp(-x / tau))

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        self.updates += 1
        d = self.decay(self.updates)
        for k, v in self.ema.state_dict().items():
            if v.dtype.is_floating_point:
                v *= d
                v += (1 - d) * model.state_dict()[k].detach()


def build_model(opt: argparse.Namespace) -> PCBDetector:
    return PCBDetector(nc=3, width=opt.width)


def build_optimizer(model: nn.Module, opt: argparse.Namespace) -> Tuple[torch.optim.Optimizer, Any,
                                                                        torch.cuda.amp.GradScaler]:
    optimizer = torch.optim.Adam(model.parameters(), lr=opt.lr, betas=(0.937, 0.999))
    lf = lambda e: (1 - e / opt.epochs) * (1.0 - 0.1) + 0.1  # noqa: E731  linear to lrf=0.1
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda=lf)
    scaler = torch.cuda.amp.GradScaler(enabled=opt.amp)
    return optimizer, scheduler, scaler


@torch.no_grad()
def objectness_recall(model: nn.Module, data: BoardDataset, thr: float = 0.5) -> float:
    model.eval()
    crit = ComputeLoss(model.detect)
    hit = total = 0
    for imgs, t in data.loader(32, shuffle=False):
        preds = model(imgs)
        lvl, anc = crit.assign(t)
        for k in range(len(t)):
            p = preds[int(lvl[k])]
            s = float(model.detect.stride[int(lvl[k])])
            gi, gj = int(t[k, 2] / s), int(t[k, 3] / s)
            hit += int(p[int(t[k, 0]), int(anc[k]), gj, gi, 4].sigmoid() > thr)
            total += 1
    return hit / max(total, 1)


def train(opt: argparse.Namespace) -> Dict[str, float]:
    torch.manual_seed(0)
    train_set, val_set = BoardDataset(192, seed=0), BoardDataset(48, seed=1)
    model = build_model(opt)
    optimizer, scheduler, scaler = build_optimizer(model, opt)
    ema = ModelEMA(model)
    compute_loss = ComputeLoss(model.detect)
    for epoch in range(opt.epochs):
        model.train()
        mloss = torch.zeros(3)
        for i, (imgs, targets) in enumerate(train_set.loader(opt.batch_size, True, seed=epoch)):
            with torch.autocast("cpu", enabled=opt.amp):
                loss, items = compute_loss(model(imgs), targets)
            optimizer.zero_grad()
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), max_norm=10.0)
            scaler.step(optimizer)
            scaler.update()
            ema.update(model)
            mloss = (mloss * i + items) / (i + 1)
        scheduler.step()
        rec = objectness_recall(ema.ema, val_set)
        print(f"{epoch}/{opt.epochs - 1}  box {mloss[0]:.4f}  obj {mloss[1]:.4f}  cls {mloss[2]:.4f}"
              f"  val obj-recall {rec:.3f}")
    return {"recall": rec}


def parse_opt() -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--amp", action="store_true")
    return ap.parse_args()


if __name__ == "__main__":
    train(parse_opt())
