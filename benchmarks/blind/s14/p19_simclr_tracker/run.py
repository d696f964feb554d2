"""python -m p19_simclr_tracker.run --steps 500"""
import argparse

import torch

from .simclr import SimCLR
from .tracking import Tracker
from .trainer import ContrastiveTrainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--log", default=None)
    args = ap.parse_args()

    clusters = torch.randn(20, 64)
    data = clusters[torch.randint(0, 20, (20000,))] + 0.3 * torch.randn(20000, 64)
    model = SimCLR()
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.steps)
    trainer = ContrastiveTrainer(model, optimizer, scheduler, tracker=Tracker(window=100, out_path=args.log))
    trainer.fit(data, args.steps, args.batch_size)


if __name__ == "__main__":
    main()
