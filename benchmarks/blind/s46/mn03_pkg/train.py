import argparse

import numpy as np
import torch

from .ema import StudentEMA
from .engine import DistillTrainer
from .losses import build_criterions
from .models import WhistleNet
from .signals import make_loaders


def pretrain_teacher(teacher, loader, epochs=3):
    opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            torch.nn.functional.cross_entropy(teacher(x), y).backward()
            opt.step()
    teacher.zero_grad(set_to_none=True)
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)
    return teacher


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+at+jac+adv")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--T", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    train_loader, test_loader = make_loaders(batch_size=64, seed=args.seed)
    teacher = pretrain_teacher(WhistleNet(width=32), train_loader)
    student = WhistleNet(width=8)
    criterions = build_criterions(args.T)
    optimizer = torch.optim.SGD(student.parameters(), lr=0.05, momentum=0.9)
    trainer = DistillTrainer(student, teacher, criterions, optimizer, StudentEMA(student),
                             terms=args.mode.split("+"), weights={"at": 50.0, "jac": 2.0})
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(train_loader)
        acc, jac_gap = trainer.test(test_loader)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
              + f" | ema acc={acc:.3f} jac_gap={jac_gap:.4f}")


if __name__ == "__main__":
    main()
