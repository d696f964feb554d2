import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .drips import plink_envelopes
from .nets import DripNet, FeatureCritic
from .objectives import build_criterions
from .optim import build_optimizers
from .step import distill_step


def fit_teacher(teacher, x, y, steps=200):
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(steps):
        opt.zero_grad()
        F.cross_entropy(teacher(x)[0], y).backward()
        opt.step()
    teacher.requires_grad_(False)
    return teacher.eval()


@torch.no_grad()
def evaluate(student, x, y):
    student.eval()
    acc = (student(x)[0].argmax(1) == y).float().mean().item()
    student.train()
    return acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+adv", choices=["ce", "ce+kd", "ce+adv", "ce+kd+adv"])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--bs", type=int, default=64)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = plink_envelopes(1024, seed=args.seed)
    x_te, y_te = plink_envelopes(256, seed=args.seed + 2)
    teacher = fit_teacher(DripNet(hidden=128), x, y)
    student = DripNet(hidden=16)
    critic = FeatureCritic()
    optimizers = build_optimizers(student, critic)
    criterions = build_criterions(T=4.0)
    terms = args.mode.split("+")

    for epoch in range(args.epochs):
        perm = torch.randperm(x.size(0))
        sums, n_batches = {}, 0
        for i in range(0, x.size(0), args.bs):
            idx = perm[i:i + args.bs]
            stats = distill_step(x[idx], y[idx], student, teacher, critic, optimizers, criterions, terms)
            for k, v in stats.items():
                sums[k] = sums.get(k, 0.0) + v
            n_batches += 1
        acc = evaluate(student, x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v / n_batches:.4f}" for k, v in sums.items())
              + f" | test acc={acc:.3f}")


if __name__ == "__main__":
    main()
