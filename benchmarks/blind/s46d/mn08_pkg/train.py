import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .data import epoch_batches, flame_photodiode
from .distiller import Distiller, make_optimizer
from .nets import FlickerNet


class AverageMeter:
    def __init__(self):
        self.sum = 0.0
        self.n = 0

    def update(self, v, k):
        self.sum, self.n = self.sum + v * k, self.n + k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)


def fit_teacher(net, x, y, gen, epochs=4):
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    for _ in range(epochs):
        for xb, yb in epoch_batches(x, y, 128, gen):
            loss = F.cross_entropy(net(xb)["logits"], yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
    return net.eval()


def main():
    ap = argparse.ArgumentParser(description="distil a flame-flicker classifier")
    ap.add_argument("--mode", default="ce+kd+hint")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=0.02)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    L = 128
    x_tr, y_tr = flame_photodiode(1024, L, gen)
    x_te, y_te = flame_photodiode(256, L, gen)

    teacher = fit_teacher(FlickerNet(L, 32, 64), x_tr, y_tr, gen)
    student = FlickerNet(L, 8, 16)
    distiller = Distiller(student, teacher, args.mode, 16, 64, {"ce": 1.0, "kd": 0.5, "hint": 1.0})
    optimizer = make_optimizer(distiller, args.lr)

    for epoch in range(args.epochs):
        distiller.train()
        meters = {n: AverageMeter() for n in distiller.criterions}
        for xb, yb in epoch_batches(x_tr, y_tr, 64, gen):
            loss, terms, _ = distiller(xb, yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            for n, v in terms.items():
                meters[n].update(v.item(), xb.shape[0])
        distiller.eval()
        with torch.no_grad():
            acc = (student(x_te)["logits"].argmax(1) == y_te).float().mean().item()
        print(f"epoch {epoch}: " + " ".join(f"{n} {m.avg:.4f}" for n, m in meters.items()) + f" test-acc {acc:.3f}")


if __name__ == "__main__":
    main()
