import argparse

import numpy as np
import torch

from .data import freewheel_clicks
from .ema import EMATeacher
from .engine import MeanTeacherRegressor
from .losses import build_criterions, build_optimizer
from .nets import ClickNet


def main():
    ap = argparse.ArgumentParser(description="mean teacher on freewheel click trains")
    ap.add_argument("--mode", default="sup+cons")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--label-frac", type=float, default=0.15)
    ap.add_argument("--frames", type=int, default=64)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(9)
    x, y = freewheel_clicks(1024, args.frames, gen)
    x_te, y_te = freewheel_clicks(256, args.frames, gen)
    labelled = torch.rand(x.shape[0], generator=gen) < args.label_frac

    student = ClickNet(args.frames)
    ema = EMATeacher(student, decay=0.99)
    trainer = MeanTeacherRegressor(student, ema, build_criterions(args.mode),
                                   build_optimizer(student, lr=2e-3), gen)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(x, y, labelled)
        te = trainer.test(x_te, y_te)
        print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in tr.items())
              + " | MAE m/s " + " ".join(f"{k} {v:.3f}" for k, v in te.items()))


if __name__ == "__main__":
    main()
