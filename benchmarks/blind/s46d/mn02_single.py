"""Distilling a kettle-whistle stage classifier into a tiny student.

Synthetic spectra of a stovetop kettle whistle: the whistle's fundamental rises with
steam flow, and the stage (simmer / onset / full whistle / boil-dry rattle) is the label.
Loss terms are picked with --mode, e.g. "ce+kd+hint".
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def whistle_spectra(n, n_bins, gen):
    stage = torch.randint(0, 4, (n,), generator=gen)
    flow = 0.2 + 0.25 * stage.float() + 0.08 * torch.randn(n, generator=gen)
    f0 = 10 + 30 * flow.clamp(0, 1.2)
    bins = torch.arange(n_bins).float()
    peak = torch.exp(-0.5 * ((bins[None] - f0[:, None]) / 2.5) ** 2)
    harmonic = 0.4 * torch.exp(-0.5 * ((bins[None] - 2 * f0[:, None]) / 3.0) ** 2)
    hiss = 0.3 * flow[:, None] * torch.rand(n, n_bins, generator=gen)
    rattle = (stage == 3).float()[:, None] * 0.5 * torch.rand(n, n_bins, generator=gen) ** 4
    return peak + harmonic + hiss + rattle, stage


class SpectrumNet(nn.Module):
    def __init__(self, n_bins, width, n_cls=4):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_bins, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.head = nn.Linear(width, n_cls)

    def forward(self, x):
        feat = self.body(x)
        return self.head(feat), feat


class SoftTargetKL(nn.Module):
    def __init__(self, T=3.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        log_p = F.log_softmax(s_logits / self.T, dim=1)
        q = F.softmax(t_logits / self.T, dim=1)
        return F.kl_div(log_p, q, reduction="batchmean") * self.T ** 2


class HintRegression(nn.Module):
    def __init__(self, s_dim, t_dim):
        super().__init__()
        self.reg = nn.Linear(s_dim, t_dim)

    def forward(self, s_feat, t_feat):
        return F.mse_loss(self.reg(s_feat), t_feat)


class LabelCE(nn.Module):
    def forward(self, s_logits, y):
        return F.cross_entropy(s_logits, y)


class AverageMeter:
    def __init__(self):
        self.total, self.n = 0.0, 0

    def update(self, v, k=1):
        self.total += v * k
        self.n += k

    @property
    def avg(self):
        return self.total / max(self.n, 1)


def pretrain_teacher(teacher, x, y, steps=150, lr=3e-3):
    opt = torch.optim.Adam(teacher.parameters(), lr=lr)
    for _ in range(steps):
        idx = torch.randint(0, x.shape[0], (128,))
        logits, _ = teacher(x[idx])
        loss = F.cross_entropy(logits, y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+hint")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--bs", type=int, default=64)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    n_bins = 64
    x_tr, y_tr = whistle_spectra(1024, n_bins, gen)
    x_te, y_te = whistle_spectra(256, n_bins, gen)

    teacher = SpectrumNet(n_bins, 128)
    pretrain_teacher(teacher, x_tr, y_tr)
    student = SpectrumNet(n_bins, 24)

    criterions = nn.ModuleDict({
        "ce": LabelCE(),
        "kd": SoftTargetKL(T=4.0),
        "hint": HintRegression(24, 128),
    })
    weights = {"ce": 1.0, "kd": 0.7, "hint": 0.5}
    active = [name for name in args.mode.split("+") if name in criterions]
    optimizer = torch.optim.SGD(
        list(student.parameters()) + list(criterions.parameters()), lr=0.05, momentum=0.9
    )

    for epoch in range(args.epochs):
        student.train()
        meters = {name: AverageMeter() for name in active}
        perm = torch.randperm(x_tr.shape[0])
        for i in range(0, x_tr.shape[0], args.bs):
            idx = perm[i:i + args.bs]
            xb, yb = x_tr[idx], y_tr[idx]
            with torch.no_grad():
                t_logits, t_feat = teacher(xb)
            s_logits, s_feat = student(xb)
            targets = {"ce": (s_logits, yb), "kd": (s_logits, t_logits), "hint": (s_feat, t_feat)}

            optimizer.zero_grad()
            for name in active:
                term = weights[name] * criterions[name](*targets[name])
                term.backward()
                meters[name].update(term.item(), xb.shape[0])
            optimizer.step()

        student.eval()
        with torch.no_grad():
            logits, _ = student(x_te)
            acc = (logits.argmax(1) == y_te).float().mean().item()
        summary = "  ".join(f"{k} {m.avg:.4f}" for k, m in meters.items())
        print(f"epoch {epoch}: {summary}  test-acc {acc:.3f}")


if __name__ == "__main__":
    main()
