import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .data import REGIMES, Loader, stain_profiles
from .engine import RKDTrainer
from .losses import build_criterions
from .nets import ProfileNet
from .optim import make_optimizer


def fit_teacher(net, loader, epochs=6):
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            F.cross_entropy(net(x)[0], y).backward()
            opt.step()
    return net.eval().requires_grad_(False)


def main():
    ap = argparse.ArgumentParser(description="RKD on coffee-ring stain profiles")
    ap.add_argument("--mode", default="ce+kd+rkd_d+rkd_a")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=0.05)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(13)
    x_tr, y_tr = stain_profiles(1024, 40, gen)
    x_te, y_te = stain_profiles(256, 40, gen)
    loader = Loader(x_tr, y_tr, 64, gen)

    teacher = fit_teacher(ProfileNet(40, 128, 32, len(REGIMES)), loader)
    student = ProfileNet(40, 24, 8, len(REGIMES))
    optimizer, scheduler = make_optimizer(student, args.lr, args.epochs, len(loader))
    weights = {"ce": 1.0, "kd": 1.0, "rkd_d": 5.0, "rkd_a": 2.0}
    trainer = RKDTrainer(student, teacher, build_criterions(args.mode), weights, optimizer, scheduler)

    for epoch in range(args.epochs):
        loss = trainer.train_epoch(loader)
        stats = trainer.test(x_te, y_te)
        print(f"epoch {epoch}: train {loss:.4f} | " + " ".join(f"{k} {v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
