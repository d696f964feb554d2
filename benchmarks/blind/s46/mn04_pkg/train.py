import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .backbones import HintMLP
from .drum import batches, spin_spectra
from .hints import build_criterions
from .loop import HintTrainer
from .optim import build_optimizer


def fit_teacher(teacher, x, y, epochs=8):
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(epochs):
        for xb, yb in batches(x, y, 64):
            opt.zero_grad()
            F.cross_entropy(teacher(xb)[0], yb).backward()
            opt.step()
    return teacher.eval()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+hint", choices=["ce", "ce+kd", "ce+hint", "ce+kd+hint"])
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x_tr, y_tr = spin_spectra(900, seed=args.seed)
    x_te, y_te = spin_spectra(300, seed=args.seed + 3)
    teacher = fit_teacher(HintMLP(40, [96, 96]), x_tr, y_tr)
    student = HintMLP(40, [24, 24])
    criterions = build_criterions(student, teacher, T=4.0)
    optimizer = build_optimizer(student, criterions, lr=args.lr)
    trainer = HintTrainer(student, teacher, criterions, optimizer, args.mode)
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(x_tr, y_tr)
        acc, hint = trainer.test(x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
              + f" | test acc={acc:.3f} hint={hint:.4f}")


if __name__ == "__main__":
    main()
