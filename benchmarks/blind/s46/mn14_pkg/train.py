import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .divergences import CRITERIONS
from .engine import LogitDistiller
from .hinge import loaders
from .networks import hinge_mlp


def fit_teacher(loader, epochs=4):
    teacher = hinge_mlp(hidden=128, depth=3, p_drop=0.1)
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            F.cross_entropy(teacher(x), y).backward()
            opt.step()
    return teacher.eval()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kl", choices=["ce+kl", "ce+js"])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    train_loader, test_loader = loaders(args.seed)
    teacher = fit_teacher(train_loader)
    student = hinge_mlp(hidden=16, depth=1)
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)
    distiller = LogitDistiller(student, teacher, CRITERIONS, optimizer, args.mode, args.epochs)
    for epoch in range(args.epochs):
        T, ce, kd = distiller.train_epoch(train_loader, epoch)
        print(f"epoch {epoch} T={T:.2f} ce={ce:.4f} {args.mode.split('+')[-1]}={kd:.4f} "
              f"test acc={distiller.test(test_loader):.3f}")


if __name__ == "__main__":
    main()
