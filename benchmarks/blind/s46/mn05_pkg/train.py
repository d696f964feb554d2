import argparse

import numpy as np
import torch

from .consistency import build_criterions
from .glassware import drink_traces, split_labelled
from .net import ThermoNet
from .teacher import create_teacher
from .trainer import MeanTeacherTrainer


def main():
    ap = argparse.ArgumentParser(description="mean teacher on melting-ice thermometer traces")
    ap.add_argument("--mode", default="ce+mse", choices=["ce", "ce+mse", "ce+kl"])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--labelled", type=int, default=60)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = drink_traces(1200, seed=args.seed)
    x_te, y_te = drink_traces(300, seed=args.seed + 11)
    labelled, unlabelled = split_labelled(x, y, args.labelled, seed=args.seed)

    student = ThermoNet()
    teacher = create_teacher(student)
    optimizer = torch.optim.Adam(student.parameters(), lr=1e-3)
    trainer = MeanTeacherTrainer(student, teacher, optimizer, build_criterions(), args.mode)
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(labelled, unlabelled)
        acc_s, acc_t = trainer.test(x_te, y_te)
        print(f"epoch {epoch} ce={stats['ce']:.4f} cons={stats['cons']:.4f} "
              f"| student acc={acc_s:.3f} teacher acc={acc_t:.3f}")


if __name__ == "__main__":
    main()
