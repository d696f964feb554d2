from __future__ import annotations

import argparse
from typing import Tuple

import torch

from .data import mri_slices
from .evaluation import Validator
from .model import GliomaUNet
from .runner import Runner, make_eval_hook


def build_all(args: argparse.Namespace) -> Tuple[GliomaUNet, torch.optim.Optimizer,
                                                 torch.optim.lr_scheduler.LRScheduler,
                                                 torch.cuda.amp.GradScaler]:
    model = GliomaUNet(base=args.base)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.99, nesterov=True,
                                weight_decay=3e-5)
    scheduler = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=args.epochs, power=0.9)
    scaler = torch.cuda.amp.GradScaler(enabled=args.amp)
    return model, optimizer, scheduler, scaler


def main() -> None:
    ap = argparse.ArgumentParser(description="nnU-Net-flavoured 2-D glioma segmentation")
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--base", type=int, default=16)
    ap.add_argument("--amp", action="store_true")
    args = ap.parse_args()
    torch.manual_seed(0)
    x, y = mri_slices(96, 64, seed=0)
    xv, yv = mri_slices(48, 64, seed=1)
    model, optimizer, scheduler, scaler = build_all(args)
    runner = Runner(model, optimizer, scheduler, scaler)
    runner.epoch_end_hooks.append(make_eval_hook(Validator(xv, yv)))
    runner.train(x, y, args.epochs, args.batch_size)


if __name__ == "__main__":
    main()
