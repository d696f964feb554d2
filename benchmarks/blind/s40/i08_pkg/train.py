from __future__ import annotations

import argparse
from typing import Any, Tuple

import torch

from .data import SyntheticPages
from .losses import DBLoss
from .model import DBNet
from .runner import EpochBasedRunner


def build_detector(args: argparse.Namespace) -> Tuple[DBNet, torch.optim.Optimizer, Any,
                                                      torch.cuda.amp.GradScaler]:
    model = DBNet(width=args.width)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=args.epochs, power=0.9)
    scaler = torch.cuda.amp.GradScaler(enabled=args.amp)
    return model, optimizer, scheduler, scaler


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--log-interval", type=int, default=10)
    ap.add_argument("--amp", action="store_true")
    args = ap.parse_args()
    torch.manual_seed(0)
    train_set, val_set = SyntheticPages(160, seed=0), SyntheticPages(32, seed=1)
    model, optimizer, scheduler, scaler = build_detector(args)
    runner = EpochBasedRunner(model, DBLoss(), optimizer, scheduler, scaler, args.log_interval)
    runner.run(train_set, val_set, args.epochs, args.batch_size)


if __name__ == "__main__":
    main()
