import argparse
import types

import numpy as np
import torch

from .criteria import build_criterions
from .data import REGIMES, split_labelled, top_gyro_traces
from .ema import WeightEMA
from .engine import MeanTeacherTrainer
from .nets import TiltNet, make_teacher


def main():
    ap = argparse.ArgumentParser(description="mean teacher on spinning-top tilt traces")
    ap.add_argument("--mode", default="mt", choices=["sup", "mt", "mean-teacher"])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--labelled", type=int, default=80)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)

    x, y = top_gyro_traces(1200, 48, gen)
    x_te, y_te = top_gyro_traces(300, 48, gen)
    labelled, unlabelled = split_labelled(x, y, args.labelled, gen)

    student = TiltNet(48, len(REGIMES))
    teacher = make_teacher(student)
    ema = WeightEMA(teacher, student, decay=0.99)
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)
    trainer = MeanTeacherTrainer(
        student, teacher, ema, build_criterions(args.mode), optimizer,
        types.SimpleNamespace(bs=96, bs_lab=32), gen,
    )
    for epoch in range(args.epochs):
        meters = trainer.train_epoch(labelled, unlabelled, epoch)
        stats = trainer.test(x_te, y_te)
        print(f"epoch {epoch}: " + "  ".join(str(m) for m in meters)
              + "  " + "  ".join(f"{k} {v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
