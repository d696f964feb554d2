import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .criterions import build_criterions, build_optimizer
from .data import STATES, batches, metronome_board
from .engine import SobolevDistiller
from .nets import freeze, phase_mlp


def pretrain(net, x, y, gen, epochs=8):
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(epochs):
        for xb, yb in batches(x, y, 128, gen):
            opt.zero_grad()
            F.cross_entropy(net(xb), yb).backward()
            opt.step()
    return freeze(net)


def main():
    ap = argparse.ArgumentParser(description="Sobolev KD on metronome-board phase traces")
    ap.add_argument("--mode", default="ce+kd+sobolev")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lam", type=float, default=0.5)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    x_tr, y_tr = metronome_board(1024, 30, gen)
    x_te, y_te = metronome_board(256, 30, gen)

    teacher = pretrain(phase_mlp(x_tr.shape[1], 128, len(STATES)), x_tr, y_tr, gen)
    student = phase_mlp(x_tr.shape[1], 24, len(STATES))
    criterions = build_criterions(args.mode)
    weights = {"ce": 1.0, "kd": 0.5, "sobolev": args.lam}
    trainer = SobolevDistiller(student, teacher, criterions, weights, build_optimizer(student, 3e-3), gen)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(x_tr, y_tr)
        te = trainer.test(x_te, y_te)
        print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in tr.items())
              + " | test " + " ".join(f"{k} {v:.3f}" for k, v in te.items()))


if __name__ == "__main__":
    main()
