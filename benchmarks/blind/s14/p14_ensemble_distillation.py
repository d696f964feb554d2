"""Distil an ensemble of wide MLP teachers into one small student (Hinton et al. 2015).

Phase 1 trains K teachers independently (or loads them from --teacher-ckpt).
Phase 2 trains the student on a mix of hard-label CE and the KL to the averaged
temperature-softened teacher distribution.
"""
import argparse
import os

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def mlp(n_in, hidden, n_out, depth=2, p_drop=0.0):
    layers, d = [], n_in
    for _ in range(depth):
        layers += [nn.Linear(d, hidden), nn.ReLU(), nn.Dropout(p_drop)]
        d = hidden
    layers.append(nn.Linear(d, n_out))
    return nn.Sequential(*layers)


def spirals(n, classes=4, noise=0.25, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, classes, (n,), generator=g)
    r = torch.rand(n, generator=g) * 4 + 0.5
    theta = r + y.float() * (2 * torch.pi / classes) + noise * torch.randn(n, generator=g)
    x = torch.stack([r * torch.cos(theta), r * torch.sin(theta)], 1)
    return TensorDataset(x, y)


def fit_teacher(model, loader, epochs, lr):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            F.cross_entropy(model(x), y).backward()
            opt.step()
    return model


def soft_targets(teachers, x, T):
    probs = [F.softmax(t(x) / T, dim=-1) for t in teachers]
    return torch.stack(probs).mean(0)


def distillation_loss(student_logits, teacher_probs, labels, T, alpha):
    kd = F.kl_div(F.log_softmax(student_logits / T, dim=-1), teacher_probs, reduction="batchmean") * T * T
    ce = F.cross_entropy(student_logits, labels)
    return alpha * kd + (1 - alpha) * ce


@torch.no_grad()
def accuracy(model, loader):
    model.eval()
    hit = tot = 0
    for x, y in loader:
        hit += (model(x).argmax(-1) == y).sum().item()
        tot += len(y)
    return hit / tot


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-teachers", type=int, default=3)
    ap.add_argument("--teacher-epochs", type=int, default=15)
    ap.add_argument("--student-epochs", type=int, default=20)
    ap.add_argument("--T", type=float, default=4.0)
    ap.add_argument("--alpha", type=float, default=0.9)
    ap.add_argument("--teacher-ckpt", default="teachers.pt")
    args = ap.parse_args()

    torch.manual_seed(0)
    train_dl = DataLoader(spirals(4000), batch_size=128, shuffle=True)
    test_dl = DataLoader(spirals(1000, seed=1), batch_size=500)

    teachers = [mlp(2, 256, 4, depth=3, p_drop=0.1) for _ in range(args.n_teachers)]
    if os.path.exists(args.teacher_ckpt):
        for t, sd in zip(teachers, torch.load(args.teacher_ckpt)):
            t.load_state_dict(sd)
    else:
        for k, t in enumerate(teachers):
            fit_teacher(t, train_dl, args.teacher_epochs, lr=1e-3)
            print(f"teacher {k}: test acc {accuracy(t, test_dl):.3f}")
    for t in teachers:
        t.eval()

    student = mlp(2, 32, 4, depth=2)
    opt = torch.optim.Adam(student.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.student_epochs)
    for epoch in range(args.student_epochs):
        student.train()
        for x, y in train_dl:
            targets = soft_targets(teachers, x, args.T)
            loss = distillation_loss(student(x), targets, y, args.T, args.alpha)
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        print(f"student epoch {epoch:2d} loss {loss.item():.4f} test acc {accuracy(student, test_dl):.3f}")


if __name__ == "__main__":
    main()
