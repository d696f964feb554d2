"""Per-term gradient diagnostics while distilling a candle-flicker classifier.

A photodiode next to a tea-light samples its brightness at 100 Hz.  Steady flames give small
10-15 Hz flicker; a draught adds slow sway; a drowning wick gives guttering bursts.  The student
is trained with CE + KD + a feature-matching term, and we log how large each term's gradient is
by backpropagating the terms one at a time before the optimiser step.
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def flicker_traces(n, length=100, seed=0):
    rng = np.random.default_rng(seed)
    state = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 100.0
    base = 1.0 + 0.05 * np.sin(2 * math.pi * rng.uniform(10, 15, size=(n, 1)) * t)
    sway = (state == 1)[:, None] * 0.25 * np.sin(2 * math.pi * rng.uniform(0.8, 2.0, size=(n, 1)) * t)
    bursts = (state == 2)[:, None] * (rng.random((n, length)) < 0.08) * rng.uniform(-0.6, -0.2, size=(n, length))
    x = base + sway + bursts + 0.03 * rng.standard_normal((n, length))
    return torch.tensor(x, dtype=torch.float32), torch.tensor(state, dtype=torch.long)


class FlickerNet(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.enc = nn.Sequential(nn.Conv1d(1, width, 9, padding=4), nn.ReLU(), nn.AdaptiveAvgPool1d(8),
                                 nn.Flatten(), nn.Linear(8 * width, 32), nn.ReLU())
        self.out = nn.Linear(32, 3)

    def forward(self, x):
        h = self.enc(x.unsqueeze(1))
        return self.out(h), h


class CE(nn.Module):
    def forward(self, s, t, y):
        return F.cross_entropy(s[0], y)


class KD(nn.Module):
    def __init__(self, T):
        super().__init__()
        self.T = T

    def forward(self, s, t, y):
        return F.kl_div(F.log_softmax(s[0] / self.T, 1), F.softmax(t[0] / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class FeatureMatch(nn.Module):
    def forward(self, s, t, y):
        return F.smooth_l1_loss(F.normalize(s[1], dim=1), F.normalize(t[1], dim=1))


def grad_norm(params):
    return math.sqrt(sum(float(p.grad.pow(2).sum()) for p in params if p.grad is not None))


class Trainer:
    def __init__(self, student, teacher, criterions, weights, optimizer):
        self.student, self.teacher = student, teacher
        self.criterions, self.weights, self.optimizer = criterions, weights, optimizer

    def train_epoch(self, x, y, bs=50):
        self.student.train()
        params = list(self.student.parameters())
        log = {k: [0.0, 0.0] for k in self.criterions}
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), bs):
            xb, yb = x[perm[i:i + bs]], y[perm[i:i + bs]]
            with torch.no_grad():
                t_out = self.teacher(xb)
            s_out = self.student(xb)
            self.optimizer.zero_grad()
            seen = 0.0
            for name, crit in self.criterions.items():
                term = self.weights[name] * crit(s_out, t_out, yb)
                term.backward()
                now = grad_norm(params)
                log[name][0] += term.item()
                log[name][1] += max(now - seen, 0.0)
                seen = now
            self.optimizer.step()
        n = math.ceil(x.size(0) / bs)
        return {k: (v[0] / n, v[1] / n) for k, v in log.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        acc = (self.student(x)[0].argmax(1) == y).float().mean().item()
        self.student.train()
        return acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd+feat")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = flicker_traces(800, seed=args.seed)
    x_te, y_te = flicker_traces(200, seed=args.seed + 9)
    teacher = FlickerNet(width=16)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(40):
        opt_t.zero_grad()
        F.cross_entropy(teacher(x)[0], y).backward()
        opt_t.step()
    teacher.eval().requires_grad_(False)

    available = {"ce": CE(), "kd": KD(T=3.0), "feat": FeatureMatch()}
    criterions = {k: available[k] for k in args.mode.split("+")}
    weights = {"ce": 1.0, "kd": 0.5, "feat": 10.0}
    student = FlickerNet(width=6)
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)
    trainer = Trainer(student, teacher, criterions, weights, optimizer)
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(x, y)
        print(f"epoch {epoch} " + " ".join(f"{k}={v[0]:.4f}(|g|={v[1]:.3f})" for k, v in stats.items())
              + f" acc={trainer.test(x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
