import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from .data import PULSES, iterate, slinky_markers
from .engine import Trainer
from .losses import make_criterions
from .nets import SlinkyNet
from .optim import build_optimizer


def build_teacher(d_in, x, y, gen, epochs=5):
    teacher = SlinkyNet(d_in, 128, len(PULSES))
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(epochs):
        for xb, yb in iterate(x, y, 128, gen):
            opt.zero_grad()
            F.cross_entropy(teacher(xb)[0], yb).backward()
            opt.step()
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)
    return teacher


def main():
    ap = argparse.ArgumentParser(description="KD for slinky pulse classification")
    ap.add_argument("--mode", default="ce+kd+feat")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=2e-3)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(16)
    x_tr, y_tr = slinky_markers(1024, 16, 20, gen)
    x_te, y_te = slinky_markers(256, 16, 20, gen)
    d_in = x_tr.shape[1]

    student = SlinkyNet(d_in, 24, len(PULSES))
    optimizer, scheduler = build_optimizer(student, args.lr, args.epochs)

    teacher = build_teacher(d_in, x_tr, y_tr, gen)
    if "feat" in args.mode:
        student.proj = nn.Linear(student.feat_dim, teacher.feat_dim)

    weights = {"ce": 1.0, "kd": 0.5, "feat": 1.0}
    trainer = Trainer(student, teacher, make_criterions(args.mode), optimizer, scheduler, gen, weights)
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(x_tr, y_tr)
        print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in stats.items())
              + f"  test-acc {trainer.test(x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
