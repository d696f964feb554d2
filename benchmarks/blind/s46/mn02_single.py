"""Distilling a wind-chime tube classifier with Jacobian (Sobolev) matching.

Each sample is a 48-bin log-magnitude spectrum of one struck aluminium chime tube.  A free-free
tube rings at partials 1 : 2.76 : 5.40 : 8.93 of its fundamental, and the fundamental depends on
the tube length, which is the class.  A wide teacher is fitted first; the student then matches the
teacher's logits (KD) and, in the Sobolev modes, the teacher's input-gradient of the true-class logit.
"""
import argparse
import random

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

PARTIALS = np.array([1.0, 2.76, 5.40, 8.93], dtype=np.float32)


def chime_spectra(n, n_bins=48, n_tubes=5, seed=0):
    rng = np.random.default_rng(seed)
    tube = rng.integers(0, n_tubes, size=n)
    f0 = 2.0 + 1.1 * tube + rng.normal(0.0, 0.15, size=n)
    bins = np.arange(n_bins, dtype=np.float32)[None, :]
    spec = np.zeros((n, n_bins), dtype=np.float32)
    for k, ratio in enumerate(PARTIALS):
        centre = (f0 * ratio)[:, None]
        amp = np.exp(-0.45 * k) * rng.uniform(0.6, 1.0, size=(n, 1))
        spec += amp * np.exp(-0.5 * ((bins - centre) / 0.8) ** 2)
    spec = np.log1p(8.0 * spec) + 0.05 * rng.standard_normal(spec.shape)
    return torch.tensor(spec, dtype=torch.float32), torch.tensor(tube, dtype=torch.long)


class MLP(nn.Module):
    def __init__(self, n_in, hidden, n_out, depth=2):
        super().__init__()
        layers, width = [], n_in
        for _ in range(depth):
            layers += [nn.Linear(width, hidden), nn.Tanh()]
            width = hidden
        layers.append(nn.Linear(width, n_out))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


class KDLoss(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, student, teacher, x, y):
        s, t = student(x), teacher(x).detach()
        return F.kl_div(F.log_softmax(s / self.T, 1), F.softmax(t / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class SobolevLoss(nn.Module):
    """Match d logit_y / d x of student and teacher (Czarnecki et al. style)."""

    def __init__(self, weight=1.0):
        super().__init__()
        self.weight = weight

    def input_grad(self, net, x, y, create_graph):
        x = x.detach().clone()
        x.require_grad = True
        score = net(x).gather(1, y[:, None]).sum()
        (g,) = torch.autograd.grad(score, x, create_graph=create_graph)
        return g

    def forward(self, student, teacher, x, y):
        g_t = self.input_grad(teacher, x, y, create_graph=False).detach()
        g_s = self.input_grad(student, x, y, create_graph=True)
        return self.weight * F.mse_loss(g_s, g_t) * x.size(1)


class CELoss(nn.Module):
    def forward(self, student, teacher, x, y):
        return F.cross_entropy(student(x), y)


def fit_teacher(teacher, x, y, steps=150):
    opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(steps):
        opt.zero_grad()
        F.cross_entropy(teacher(x), y).backward()
        opt.step()
    for p in teacher.parameters():
        p.requires_grad_(False)
    return teacher


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+sobolev", choices=["ce", "ce+kd", "ce+kd+sobolev", "kd+sobolev"])
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--bs", type=int, default=64)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x_tr, y_tr = chime_spectra(768, seed=args.seed)
    x_te, y_te = chime_spectra(256, seed=args.seed + 1)
    teacher = fit_teacher(MLP(48, 128, 5, depth=3), x_tr, y_tr)
    student = MLP(48, 24, 5, depth=1)
    criterions = {"ce": CELoss(), "kd": KDLoss(T=4.0), "sobolev": SobolevLoss(weight=5.0)}
    active = args.mode.split("+")
    optimizer = torch.optim.Adam(student.parameters(), lr=2e-3)

    for epoch in range(args.epochs):
        perm = torch.randperm(x_tr.size(0))
        sums = {k: 0.0 for k in active}
        for i in range(0, x_tr.size(0), args.bs):
            idx = perm[i:i + args.bs]
            xb, yb = x_tr[idx], y_tr[idx]
            terms = {k: criterions[k](student, teacher, xb, yb) for k in active}
            loss = sum(terms.values())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            for k, v in terms.items():
                sums[k] += v.item() * xb.size(0)
        with torch.no_grad():
            acc = (student(x_te).argmax(1) == y_te).float().mean().item()
        print(f"epoch {epoch} " + " ".join(f"{k}={v / x_tr.size(0):.4f}" for k, v in sums.items())
              + f" test_acc={acc:.3f}")


if __name__ == "__main__":
    main()
