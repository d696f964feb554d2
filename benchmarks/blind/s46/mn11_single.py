"""Feature distillation for a stone-skipping bounce-count classifier.

A waterproof IMU glued to a flat stone logs the launch: spin rate, speed, tilt and the angle of
attack at the first touch-down, plus the first 24 samples of vertical acceleration.  The number of
skips (0-1, 2-4, 5-9, 10+) is the class.  The student gets a learnable linear adapter that maps its
penultimate features onto the teacher's (FitNets-style), trained together with the student.
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def skip_throws(n, seed=0):
    rng = np.random.default_rng(seed)
    spin = rng.uniform(2.0, 15.0, size=n)          # rev/s
    speed = rng.uniform(3.0, 12.0, size=n)         # m/s
    tilt = rng.uniform(0.0, 40.0, size=n)          # deg
    attack = rng.uniform(5.0, 45.0, size=n)        # deg; ~20 deg is the sweet spot
    quality = speed * (1.0 + 0.08 * spin) * np.exp(-((attack - 20.0) / 12.0) ** 2) * np.cos(np.radians(tilt))
    skips = np.digitize(quality, [3.0, 8.0, 14.0])
    t = np.arange(24)[None, :]
    acc = np.exp(-t / (2.0 + 0.2 * quality[:, None])) * np.cos(0.9 * t * (1 + 0.05 * spin[:, None]))
    acc += 0.05 * rng.standard_normal(acc.shape)
    launch = np.stack([spin / 15.0, speed / 12.0, tilt / 40.0, attack / 45.0], axis=1)
    x = np.concatenate([launch, acc], axis=1)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(skips, dtype=torch.long)


class SkipNet(nn.Module):
    def __init__(self, hidden, feat_dim):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(28, hidden), nn.SiLU(), nn.Linear(hidden, feat_dim), nn.SiLU())
        self.head = nn.Linear(feat_dim, 4)

    def forward(self, x):
        f = self.body(x)
        return self.head(f), f


class AdapterHint(nn.Module):
    """|| norm(A f_s) - norm(f_t) ||^2 with a learnable adapter A (student dim -> teacher dim)."""

    def __init__(self, s_dim, t_dim):
        super().__init__()
        self.adapter = torch.randn(s_dim, t_dim, requires_grad=True) / math.sqrt(s_dim)

    def forward(self, f_s, f_t):
        return F.mse_loss(F.normalize(f_s @ self.adapter, dim=1), F.normalize(f_t.detach(), dim=1)) * f_t.size(1)


class LogitKD(nn.Module):
    def __init__(self, T):
        super().__init__()
        self.T = T

    def forward(self, s, t):
        return F.kl_div(F.log_softmax(s / self.T, 1), F.softmax(t.detach() / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class Distiller:
    def __init__(self, student, teacher, criterions, optimizer, mode, hint_weight=0.5):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer = criterions, optimizer
        self.terms, self.hint_weight = mode.split("+"), hint_weight

    def train_epoch(self, x, y, bs=64):
        sums, n = {k: 0.0 for k in self.terms}, 0
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), bs):
            xb, yb = x[perm[i:i + bs]], y[perm[i:i + bs]]
            with torch.no_grad():
                t_logits, t_feat = self.teacher(xb)
            s_logits, s_feat = self.student(xb)
            parts = {"ce": F.cross_entropy(s_logits, yb)}
            if "kd" in self.terms:
                parts["kd"] = self.criterions["kd"](s_logits, t_logits)
            if "hint" in self.terms:
                parts["hint"] = self.hint_weight * self.criterions["hint"](s_feat, t_feat)
            self.optimizer.zero_grad()
            sum(parts.values()).backward()
            self.optimizer.step()
            for k, v in parts.items():
                sums[k] += v.item()
            n += 1
        return {k: v / n for k, v in sums.items()}

    @torch.no_grad()
    def test(self, x, y):
        logits, feat = self.student(x)
        _, t_feat = self.teacher(x)
        return (logits.argmax(1) == y).float().mean().item(), self.criterions["hint"](feat, t_feat).item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+hint", choices=["ce", "ce+kd", "ce+hint", "ce+kd+hint"])
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = skip_throws(1000, seed=args.seed)
    x_te, y_te = skip_throws(300, seed=args.seed + 6)
    teacher = SkipNet(hidden=128, feat_dim=64)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(300):
        opt_t.zero_grad()
        F.cross_entropy(teacher(x)[0], y).backward()
        opt_t.step()
    teacher.requires_grad_(False)

    student = SkipNet(hidden=24, feat_dim=16)
    criterions = {"kd": LogitKD(T=3.0), "hint": AdapterHint(16, 64)}
    optimizer = torch.optim.Adam([
        {"params": student.parameters()},
        {"params": [criterions["hint"].adapter], "lr": 5e-3},
    ], lr=5e-3)
    distiller = Distiller(student, teacher, criterions, optimizer, args.mode)
    for epoch in range(args.epochs):
        stats = distiller.train_epoch(x, y)
        acc, hint = distiller.test(x_te, y_te)
        print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items())
              + f" | test acc={acc:.3f} hint={hint:.4f}")


if __name__ == "__main__":
    main()
