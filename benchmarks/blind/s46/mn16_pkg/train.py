import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .losses import make_criterions
from .models import SwingEncoder
from .swings import swing_traces
from .trainer import RKDTrainer


def teacher_from_scratch(x, y, steps=120):
    teacher = SwingEncoder(width=32, emb_dim=64)
    opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, x.size(0), (128,))
        opt.zero_grad()
        F.cross_entropy(teacher(x[idx])[0], y[idx]).backward()
        opt.step()
    teacher.eval()
    teacher.requires_grad_(False)
    return teacher


def main():
    ap = argparse.ArgumentParser(description="RKD on swing-seat accelerometer traces")
    ap.add_argument("--mode", default="kd+dist+angle")
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = swing_traces(800, seed=args.seed)
    x_te, y_te = swing_traces(240, seed=args.seed + 30)
    teacher = teacher_from_scratch(x, y)
    student = SwingEncoder(width=8, emb_dim=16)
    names, criterions = make_criterions(args.mode)
    optimizer = torch.optim.Adam(student.parameters(), lr=1e-2)
    trainer = RKDTrainer(student, teacher, names, criterions, {"kd": 0.5, "dist": 5.0, "angle": 10.0}, optimizer)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(x, y)
        te = trainer.test(x_te, y_te)
        print(f"epoch {epoch} train " + " ".join(f"{k}={v:.4f}" for k, v in tr.items())
              + " | test " + " ".join(f"{k}={v:.4f}" for k, v in te.items()))


if __name__ == "__main__":
    main()
