from __future__ import annotations

import argparse
from typing import Tuple

import torch

from .data import LabelScans
from .engine import evaluate, train_one_epoch
from .model import BarcodeLocalizer, StripeNet
from .optim import ModelEMA, OptimizerStepper, build_optimizer


def build_all(args: argparse.Namespace) -> Tuple[BarcodeLocalizer, torch.optim.Optimizer,
                                                 torch.optim.lr_scheduler.LRScheduler,
                                                 torch.cuda.amp.GradScaler]:
    model = BarcodeLocalizer(StripeNet(args.width))
    optimizer = build_optimizer(model, args.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    scaler = torch.cuda.amp.GradScaler(enabled=args.amp)
    return model, optimizer, scheduler, scaler


def main() -> None:
    ap = argparse.ArgumentParser(description="barcode localiser")
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--nbs", type=int, default=16, help="nominal batch size")
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--width", type=int, default=24)
    ap.add_argument("--amp", action="store_true")
    args = ap.parse_args()

    torch.manual_seed(0)
    train_set, val_set = LabelScans(384, seed=0), LabelScans(96, seed=1)
    model, optimizer, scheduler, scaler = build_all(args)
    ema = ModelEMA(model)
    stepper = OptimizerStepper(model, optimizer, scaler, ema)
    for epoch in range(args.epochs):
        loss = train_one_epoch(model, optimizer, stepper, scaler, train_set, epoch,
                               args.batch_size, args.nbs)
        scheduler.step()
        metrics = evaluate(ema.ema, val_set)
        print(f"epoch {epoch}  loss {loss:.4f}  steps {stepper.num_steps}  "
              + "  ".join(f"{k} {v:.3f}" for k, v in metrics.items()))


if __name__ == "__main__":
    main()
