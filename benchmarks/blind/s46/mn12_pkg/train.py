import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .nets import SpinNet
from .runner import TransferRunner
from .setup import build_optimizer, build_student
from .transfer import build_criterions
from .yoyo import spin_down


def train_teacher(x, y, n_classes, steps=120):
    teacher = SpinNet(width=32, n_classes=n_classes)
    opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, x.size(0), (128,))
        opt.zero_grad()
        F.cross_entropy(teacher(x[idx]), y[idx]).backward()
        opt.step()
    teacher.eval().requires_grad_(False)
    return teacher


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+at+sal")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=1e-2)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = spin_down(720, seed=args.seed)
    x_te, y_te = spin_down(240, seed=args.seed + 8)
    n_classes = int(y.max()) + 1
    teacher = train_teacher(x, y, n_classes)
    student = build_student(width=12, n_classes=n_classes)
    criterions = build_criterions(T=4.0)
    optimizer = build_optimizer(student, criterions, args.lr)
    runner = TransferRunner(student, teacher, criterions, optimizer, args.mode,
                            weights={"at": 5.0, "sal": 1.0})
    for epoch in range(args.epochs):
        stats = runner.train_epoch(x, y)
        acc, agree = runner.test(x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
              + f" | acc={acc:.3f} saliency-corr={agree:.3f} T={criterions['kd'].log_T.exp().item():.2f}")


if __name__ == "__main__":
    main()
