"""Distilling a stone-skipping predictor: how many skips will this throw make?

Toy model after Clanet/Bocquet: a flat stone bounces while its horizontal speed stays above a
threshold set by mass, attack angle (best near 20 deg) and spin; each bounce bleeds energy.
The student is trained with a symmetric (Jensen-Shannon) distillation term picked by --mode.
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

BUCKETS = ("0-2", "3-5", "6-10", "11+")


def skipping_throws(n, gen):
    mass = 0.03 + 0.12 * torch.rand(n, generator=gen)
    diam = 0.04 + 0.06 * torch.rand(n, generator=gen)
    thick = 0.004 + 0.02 * torch.rand(n, generator=gen)
    speed = 4 + 10 * torch.rand(n, generator=gen)
    spin = 5 + 20 * torch.rand(n, generator=gen)
    attack = 5 + 40 * torch.rand(n, generator=gen)
    tilt = -10 + 20 * torch.rand(n, generator=gen)
    v_min = 0.8 * torch.sqrt(mass / (diam ** 2 * 1000 * 0.02)) * 9.81 ** 0.5
    quality = torch.exp(-((attack - 20) / 12) ** 2) * torch.sigmoid((spin - 8) / 3) * torch.cos(torch.deg2rad(tilt))
    loss_per_bounce = 0.18 - 0.1 * quality + 2.0 * thick
    skips = torch.log(torch.clamp(speed / v_min, min=1.0)) / loss_per_bounce.clamp(min=0.02)
    label = torch.bucketize(skips + 0.5 * torch.randn(n, generator=gen), torch.tensor([2.5, 5.5, 10.5]))
    x = torch.stack([mass * 10, diam * 10, thick * 50, speed / 10, spin / 20, attack / 40, tilt / 10], 1)
    return x, label


class ThrowNet(nn.Module):
    def __init__(self, width, n_cls=len(BUCKETS)):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(7, width), nn.GELU(), nn.Linear(width, width), nn.GELU(),
                                 nn.Linear(width, n_cls))

    def forward(self, x):
        return self.net(x)


def tempered_probs(logits, T, eps=1e-6):
    p = F.softmax(logits / T, dim=1)
    p.clamp_(min=eps)
    return p


class JSDistill(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        p_s = tempered_probs(s_logits, self.T)
        p_t = tempered_probs(t_logits, self.T)
        m = 0.5 * (p_s + p_t)
        js = 0.5 * (p_s * (p_s / m).log()).sum(1) + 0.5 * (p_t * (p_t / m).log()).sum(1)
        return js.mean() * self.T ** 2


class KLDistill(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, v, n=1):
        self.sum += v * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="js", choices=["kl", "js"])
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--alpha", type=float, default=0.7)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(14)
    x_tr, y_tr = skipping_throws(2048, gen)
    x_te, y_te = skipping_throws(512, gen)

    teacher = ThrowNet(128)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(150):
        idx = torch.randint(0, x_tr.shape[0], (256,), generator=gen)
        opt_t.zero_grad()
        F.cross_entropy(teacher(x_tr[idx]), y_tr[idx]).backward()
        opt_t.step()
    teacher.eval()

    student = ThrowNet(16)
    criterions = {"ce": nn.CrossEntropyLoss(), "kl": KLDistill(T=3.0), "js": JSDistill(T=3.0)}
    optimizer = torch.optim.Adam(student.parameters(), lr=3e-3)

    for epoch in range(args.epochs):
        student.train()
        meter = AverageMeter()
        perm = torch.randperm(x_tr.shape[0], generator=gen)
        for i in range(0, x_tr.shape[0], 128):
            xb, yb = x_tr[perm[i:i + 128]], y_tr[perm[i:i + 128]]
            with torch.no_grad():
                t_logits = teacher(xb)
            s_logits = student(xb)
            loss = (1 - args.alpha) * criterions["ce"](s_logits, yb) \
                + args.alpha * criterions[args.mode](s_logits, t_logits)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            meter.update(loss.item(), xb.shape[0])

        student.eval()
        with torch.no_grad():
            acc = (student(x_te).argmax(1) == y_te).float().mean().item()
            t_acc = (teacher(x_te).argmax(1) == y_te).float().mean().item()
        print(f"epoch {epoch}: loss {meter.avg:.4f}  student-acc {acc:.3f}  teacher-acc {t_acc:.3f}")


if __name__ == "__main__":
    main()
