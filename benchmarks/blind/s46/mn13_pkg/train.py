import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .contrast import build_criterions
from .loop import CRDTrainer
from .models import TensionNet
from .optimizers import build_optimizers
from .tether import tension_logs


def pretrain_teacher(x, y, steps=150):
    teacher = TensionNet(width=32, feat_dim=64)
    opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, x.size(0), (128,))
        opt.zero_grad()
        F.cross_entropy(teacher(x[idx])[0], y[idx]).backward()
        opt.step()
    return teacher.eval().requires_grad_(False)


def main():
    ap = argparse.ArgumentParser(description="CRD on kite tether tension")
    ap.add_argument("--mode", default="ce+kd+crd", choices=["ce", "ce+kd", "ce+crd", "ce+kd+crd"])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = tension_logs(896, seed=args.seed)
    x_te, y_te = tension_logs(256, seed=args.seed + 13)
    teacher = pretrain_teacher(x, y)
    student = TensionNet(width=8, feat_dim=16)
    criterions = build_criterions(s_dim=16, t_dim=64)
    optimizers = build_optimizers(student, criterions)
    trainer = CRDTrainer(student, teacher, criterions, optimizers, args.mode, weights={"kd": 0.5, "crd": 0.8})
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(x, y)
        acc, crd = trainer.test(x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
              + f" | test acc={acc:.3f} crd={crd:.4f}")


if __name__ == "__main__":
    main()
