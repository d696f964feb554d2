import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .data import POPS, Batches, bubble_pops
from .engine import KDTrainer
from .losses import build_criterions, build_optimizer
from .nets import PopNet


def pretrain_teacher(loader, epochs=3):
    net = PopNet(32, 64, len(POPS))
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            F.cross_entropy(net(x)[0], y).backward()
            opt.step()
    return net.eval().requires_grad_(False)


def main():
    ap = argparse.ArgumentParser(description="KD on bubble-wrap pops")
    ap.add_argument("--mode", default="ce+kd+hint")
    ap.add_argument("--epochs", type=int, default=3)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    x_tr, y_tr = bubble_pops(1024, 256, gen)
    x_te, y_te = bubble_pops(512, 256, gen)
    train_loader = Batches(x_tr, y_tr, 64, gen)
    test_loader = Batches(x_te, y_te, 128)

    teacher = pretrain_teacher(train_loader)
    student = PopNet(8, 16, len(POPS))
    criterions = build_criterions(args.mode, 16, 64)
    optimizer = build_optimizer(student, criterions, 3e-3)
    trainer = KDTrainer(student, teacher, criterions, {"ce": 1.0, "kd": 0.5, "hint": 0.5}, optimizer)

    for epoch in range(args.epochs):
        tr = trainer.train_epoch(train_loader)
        te, acc = trainer.test(test_loader)
        print(f"epoch {epoch}: {tr} | {te} acc {acc:.3f}")


if __name__ == "__main__":
    main()
