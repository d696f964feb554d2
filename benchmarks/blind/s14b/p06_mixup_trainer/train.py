import argparse

import torch
import torch.nn as nn

from .models import build_model
from .trainers import MixupTrainer


def synthetic_loader(n_batches=8, bs=32, in_dim=16, n_classes=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(in_dim, n_classes, generator=g)
    batches = []
    for _ in range(n_batches):
        x = torch.randn(bs, in_dim, generator=g)
        batches.append((x, (x @ w).argmax(1)))
    return batches


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument("--alpha", type=float, default=0.4)
    args = ap.parse_args()
    torch.manual_seed(0)
    model = build_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, nesterov=True)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    trainer = MixupTrainer(model, optimizer, nn.CrossEntropyLoss(), scheduler, alpha=args.alpha)
    trainer.fit(synthetic_loader(), args.epochs)


if __name__ == "__main__":
    main()
