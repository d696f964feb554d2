"""Saliency-matching distillation on a desk-toy Newton's cradle.

A phone camera tracks the horizontal displacement of the five balls; the task is to tell
how many balls were released (1, 2 or 3) or whether one string is mis-hung (the swing then
smears across two balls). The student learns the teacher's logits and its input saliency.
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

LABELS = ("one-ball", "two-balls", "three-balls", "mis-hung")


def cradle_tracks(n, n_frames, gen, n_balls=5):
    label = torch.randint(0, len(LABELS), (n,), generator=gen)
    k = torch.where(label == 3, torch.ones_like(label), label + 1)
    t = torch.linspace(0, 2.5, n_frames)[None, :, None]
    ball = torch.arange(n_balls)[None, None, :]
    amp = 1.0 * torch.exp(-0.25 * t)
    swing = torch.sin(2 * torch.pi * 1.1 * t)
    left = (ball < k[:, None, None]).float() * amp * swing.clamp(max=0)
    right = (ball >= n_balls - k[:, None, None]).float() * amp * swing.clamp(min=0)
    disp = left + right
    smear = (label == 3).float()[:, None, None] * 0.25 * amp * swing.abs() * (ball == 1).float()
    disp = disp + smear + 0.03 * torch.randn(n, n_frames, n_balls, generator=gen)
    return disp.flatten(1), label


class CradleNet(nn.Module):
    def __init__(self, d_in, width, n_cls=len(LABELS)):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(d_in, width), nn.Softplus(), nn.Linear(width, width), nn.Softplus(),
                                 nn.Linear(width, n_cls))

    def forward(self, x):
        return self.mlp(x)


class SaliencyExtractor:
    """Vanilla-gradient saliency of the true-class logit, L1-normalised per sample."""

    def __init__(self, create_graph):
        self.create_graph = create_graph

    def __call__(self, net, x, y):
        x = x.clone()
        x.require_grad = True
        score = net(x).gather(1, y[:, None]).sum()
        (sal,) = torch.autograd.grad(score, x, create_graph=self.create_graph)
        sal = sal.abs()
        return sal / (sal.sum(1, keepdim=True) + 1e-8)


class SaliencyMatch(nn.Module):
    def __init__(self):
        super().__init__()
        self.student_sal = SaliencyExtractor(create_graph=True)
        self.teacher_sal = SaliencyExtractor(create_graph=False)

    def forward(self, student, teacher, x, y):
        s = self.student_sal(student, x, y)
        with torch.enable_grad():
            t = self.teacher_sal(teacher, x, y)
        return (s - t.detach()).abs().sum(1).mean()


class KD(nn.Module):
    def __init__(self, T=3.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class AverageMeter:
    def __init__(self):
        self.sum, self.cnt = 0.0, 0

    def update(self, v, n):
        self.sum += v * n
        self.cnt += n

    @property
    def avg(self):
        return self.sum / max(self.cnt, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="kd+sal")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--gamma", type=float, default=5.0)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    x_tr, y_tr = cradle_tracks(768, 30, gen)
    x_te, y_te = cradle_tracks(256, 30, gen)
    d_in = x_tr.shape[1]

    teacher = CradleNet(d_in, 128)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(120):
        idx = torch.randint(0, x_tr.shape[0], (128,), generator=gen)
        opt_t.zero_grad()
        F.cross_entropy(teacher(x_tr[idx]), y_tr[idx]).backward()
        opt_t.step()
    teacher.eval()

    student = CradleNet(d_in, 32)
    criterions = {"ce": nn.CrossEntropyLoss(), "kd": KD(), "sal": SaliencyMatch()}
    optimizer = torch.optim.Adam(student.parameters(), lr=2e-3)

    for epoch in range(args.epochs):
        student.train()
        meters = {k: AverageMeter() for k in ("ce", "kd", "sal")}
        perm = torch.randperm(x_tr.shape[0], generator=gen)
        for i in range(0, x_tr.shape[0], 64):
            xb, yb = x_tr[perm[i:i + 64]], y_tr[perm[i:i + 64]]
            with torch.no_grad():
                t_logits = teacher(xb)
            s_logits = student(xb)
            terms = {"ce": criterions["ce"](s_logits, yb)}
            if "kd" in args.mode:
                terms["kd"] = criterions["kd"](s_logits, t_logits)
            if "sal" in args.mode:
                terms["sal"] = args.gamma * criterions["sal"](student, teacher, xb, yb)
            loss = sum(terms.values())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            for k, v in terms.items():
                meters[k].update(v.item(), xb.shape[0])

        student.eval()
        with torch.no_grad():
            acc = (student(x_te).argmax(1) == y_te).float().mean().item()
        print(f"epoch {epoch}: " + " ".join(f"{k} {m.avg:.4f}" for k, m in meters.items() if m.cnt)
              + f"  test-acc {acc:.3f}")


if __name__ == "__main__":
    main()
