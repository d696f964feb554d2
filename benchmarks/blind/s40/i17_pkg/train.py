from __future__ import annotations

import argparse
from typing import Tuple

import torch

from .data import build_split
from .engine import evaluate, train_one_epoch
from .export import export_fused
from .model import WheatHeadNet
from .torch_utils import ModelEMA, model_info


def build_all(opt: argparse.Namespace) -> Tuple[WheatHeadNet, torch.optim.Optimizer,
                                                torch.optim.lr_scheduler.LRScheduler,
                                                torch.cuda.amp.GradScaler]:
    model = WheatHeadNet(width=opt.width)
    optimizer = torch.optim.Adam(model.parameters(), lr=opt.lr)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=opt.lr, total_steps=opt.epochs)
    scaler = torch.cuda.amp.GradScaler(enabled=opt.amp)
    return model, optimizer, scheduler, scaler


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--width", type=int, default=24)
    ap.add_argument("--amp", action="store_true")
    opt = ap.parse_args()
    torch.manual_seed(0)
    train_set, val_set = build_split(160, 48, seed=0), build_split(48, 48, seed=1)
    model, optimizer, scheduler, scaler = build_all(opt)
    ema = ModelEMA(model)
    print(f"model: {model_info(model)}")
    for epoch in range(opt.epochs):
        loss = train_one_epoch(model, optimizer, scaler, ema, train_set, opt.batch_size, epoch)
        scheduler.step()
        m = evaluate(ema.ema, val_set)
        print(f"epoch {epoch}: loss {loss:.4f}  P {m['precision']:.3f}  R {m['recall']:.3f}")
    export_fused(ema.ema, val_set["img"][:4])


if __name__ == "__main__":
    main()
