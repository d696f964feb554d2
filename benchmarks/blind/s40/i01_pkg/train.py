from __future__ import annotations

import argparse

import torch

from .build import build_training
from .data import TileConfig, build_datasets
from .engine import Trainer


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description="train the overhead vehicle detector")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--n-train", type=int, default=256)
    ap.add_argument("--n-val", type=int, default=64)
    ap.add_argument("--amp", action="store_true")
    return ap.parse_args()


def main() -> None:
    args = parse_args()
    torch.manual_seed(0)
    cfg = dict(nc=2, width=32, lr0=0.01, lrf=0.1, momentum=0.937, weight_decay=5e-4,
               epochs=args.epochs, batch_size=args.batch_size, amp=args.amp,
               hyp=dict(box=0.05, obj=1.0, cls=0.5))
    train_set, val_set = build_datasets(TileConfig(), args.n_train, args.n_val)
    model, optimizer, scheduler, scaler, criterion = build_training(cfg)
    Trainer(model, optimizer, scheduler, scaler, criterion, train_set, val_set, cfg).fit()


if __name__ == "__main__":
    main()
