"""Adversarially robust distillation (ARD-style) for paper-airplane flight outcomes.

Inputs: launch speed/angle, fold geometry and the first few metres of a tracked glide
path (hallway video, toy physics). Classes: nose-dive, porpoise/stall, smooth glide, spiral.
The student is trained on FGSM examples that maximise its disagreement with the teacher.
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

OUTCOMES = ("nose-dive", "porpoise", "glide", "spiral")


def glide_paths(n, n_pts, gen):
    v0 = 3.0 + 3.0 * torch.rand(n, 1, generator=gen)
    pitch = -0.2 + 0.6 * torch.rand(n, 1, generator=gen)
    elevator = torch.randn(n, 1, generator=gen) * 0.5
    asym = torch.randn(n, 1, generator=gen) * 0.3
    score = torch.cat([-elevator - pitch, pitch + elevator * 0.8, 0.3 - (elevator.abs() + asym.abs()), asym.abs() * 3 - 0.6], 1)
    outcome = (score + 0.2 * torch.randn(score.shape, generator=gen)).argmax(1)
    s = torch.linspace(0.1, 3.0, n_pts)[None]
    phug = torch.tensor([0.0, 0.4, 0.08, 0.1])[outcome][:, None]
    sink = torch.tensor([0.5, 0.1, 0.18, 0.3])[outcome][:, None]
    height = 1.6 + pitch * s - sink * s ** 2 / v0 * 3 + phug * torch.sin(2.2 * s)
    lateral = asym * s ** 1.5 * (outcome == 3).float()[:, None]
    x = torch.cat([v0 / 6, pitch, elevator, height, lateral], 1)
    return x + 0.02 * torch.randn(x.shape, generator=gen), outcome


class GliderNet(nn.Module):
    def __init__(self, d_in, width, n_cls=len(OUTCOMES)):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, width), nn.ELU(), nn.Linear(width, width), nn.ELU())
        self.fc = nn.Linear(width, n_cls)

    def forward(self, x):
        return self.fc(self.body(x))


class FGSM:
    """One signed-gradient step that maximises KL(teacher || student) around x."""

    def __init__(self, eps):
        self.eps = eps

    def __call__(self, student, x, t_prob):
        x_adv = x.clone().detach().requires_grad_(True)
        kl = F.kl_div(F.log_softmax(student(x_adv), 1), t_prob, reduction="sum")
        (grad_x,) = torch.autograd.grad(kl, x_adv)
        x_adv = x_adv + self.eps * grad_x.sign()
        return x_adv.detach()


class ARDLoss(nn.Module):
    """Per-sample KL on adversarial inputs plus CE on clean inputs."""

    def __init__(self, alpha=0.8):
        super().__init__()
        self.alpha = alpha

    def forward(self, s_adv_logits, s_clean_logits, t_prob, y, log_temp):
        T = log_temp.exp()
        kl = F.kl_div(F.log_softmax(s_adv_logits / T, 1), t_prob, reduction="none").sum(1) * T ** 2
        ce = F.cross_entropy(s_clean_logits, y, reduction="none")
        return self.alpha * kl + (1 - self.alpha) * ce


def evaluate(student, x, y, attack, t_prob):
    student.eval()
    x_adv = attack(student, x, t_prob)
    with torch.no_grad():
        clean = (student(x).argmax(1) == y).float().mean().item()
        robust = (student(x_adv).argmax(1) == y).float().mean().item()
        pred = student(x).argmax(1)
    confusion = np.zeros((len(OUTCOMES), len(OUTCOMES)), dtype=int)
    np.add.at(confusion, (y.numpy(), pred.numpy()), 1)
    return clean, robust, confusion


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ard", choices=["ard", "kd"])
    ap.add_argument("--eps", type=float, default=0.05)
    ap.add_argument("--epochs", type=int, default=5)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    x_tr, y_tr = glide_paths(1024, 12, gen)
    x_te, y_te = glide_paths(256, 12, gen)

    teacher = GliderNet(x_tr.shape[1], 96)
    t_opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(200):
        idx = torch.randint(0, x_tr.shape[0], (128,), generator=gen)
        t_opt.zero_grad()
        F.cross_entropy(teacher(x_tr[idx]), y_tr[idx]).backward()
        t_opt.step()
    teacher.eval().requires_grad_(False)

    student = GliderNet(x_tr.shape[1], 24)
    log_temp = torch.full((), math.log(2.0), requires_grad=True)
    optimizer = torch.optim.Adam([{"params": student.parameters()}, {"params": [log_temp], "lr": 1e-2}], lr=3e-3)
    attack = FGSM(args.eps if args.mode == "ard" else 0.0)
    criterion = ARDLoss()

    for epoch in range(args.epochs):
        student.train()
        perm = torch.randperm(x_tr.shape[0], generator=gen)
        running, seen = 0.0, 0
        for i in range(0, x_tr.shape[0], 64):
            xb, yb = x_tr[perm[i:i + 64]], y_tr[perm[i:i + 64]]
            t_prob = F.softmax(teacher(xb) / log_temp.detach().exp(), 1)
            x_adv = attack(student, xb, t_prob)
            per_sample = criterion(student(x_adv), student(xb), t_prob, yb, log_temp)
            hardness = per_sample.detach() + 1e-3
            weights = hardness / hardness.sum()
            optimizer.zero_grad()
            per_sample.backward(weights)
            optimizer.step()
            with torch.no_grad():
                log_temp.clamp_(math.log(1.0), math.log(8.0))
            running += (weights * per_sample.detach()).sum().item() * xb.shape[0]
            seen += xb.shape[0]

        t_prob_te = F.softmax(teacher(x_te) / log_temp.detach().exp(), 1)
        clean, robust, conf = evaluate(student, x_te, y_te, attack, t_prob_te)
        w_norm = np.linalg.norm(student.fc.weight.detach().numpy(), axis=1)
        print(f"epoch {epoch}: loss {running / seen:.4f}  T {log_temp.exp().item():.2f}  clean {clean:.3f}  "
              f"robust {robust:.3f}  diag {np.trace(conf)}/{conf.sum()}  |w_c| {np.round(w_norm, 2)}")


if __name__ == "__main__":
    main()
