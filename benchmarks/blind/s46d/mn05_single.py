"""Attention-transfer distillation for yo-yo trick recognition.

A cheap IMU in the yo-yo body records the spin rate while the string unwinds; each trick
(gravity pull, sleeper, walk-the-dog, around-the-world) leaves its own spin-decay shape.
The student matches the teacher's temporal attention maps (Zagoruyko & Komodakis style).
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

TRICKS = ("gravity-pull", "sleeper", "walk-the-dog", "around-the-world")


def yoyo_spin_traces(n, length, gen):
    trick = torch.randint(0, len(TRICKS), (n,), generator=gen)
    t = torch.linspace(0, 3, length)[None]
    fall = torch.sqrt(torch.clamp(t, min=0) * 9.81 / 1.1)
    sleep_decay = torch.tensor([3.0, 0.25, 0.6, 0.4])[trick][:, None]
    bump = torch.tensor([0.0, 0.0, 0.8, 0.3])[trick][:, None]
    spin = 40 * fall.clamp(max=1.5) * torch.exp(-sleep_decay * (t - 1.0).clamp(min=0))
    spin = spin + bump * 10 * torch.exp(-((t - 2.0) / 0.2) ** 2)
    swing = (trick == 3).float()[:, None] * 4 * torch.sin(6.283 * 1.5 * t)
    x = (spin + swing) / 40 + 0.05 * torch.randn(n, length, generator=gen)
    return x, trick


class SpinCNN(nn.Module):
    def __init__(self, channels, n_cls=len(TRICKS)):
        super().__init__()
        self.blocks = nn.ModuleList()
        c_in = 1
        for c in channels:
            self.blocks.append(nn.Sequential(nn.Conv1d(c_in, c, 5, padding=2), nn.BatchNorm1d(c), nn.ReLU()))
            c_in = c
        self.fc = nn.Linear(c_in, n_cls)

    def forward(self, x):
        h = x.unsqueeze(1)
        fmaps = []
        for blk in self.blocks:
            h = blk(h)
            fmaps.append(h)
        return self.fc(h.mean(-1)), fmaps


def attention_map(fmap, p=2):
    am = fmap.pow(p).mean(1)
    return F.normalize(am, dim=1)


class AttentionTransfer(nn.Module):
    def __init__(self, p=2):
        super().__init__()
        self.p = p

    def forward(self, s_maps, t_maps):
        return sum((attention_map(s, self.p) - attention_map(t, self.p)).pow(2).mean()
                   for s, t in zip(s_maps, t_maps))


class KDLoss(nn.Module):
    def __init__(self, T):
        super().__init__()
        self.T = T

    def forward(self, s, t):
        return F.kl_div(F.log_softmax(s / self.T, 1), F.softmax(t / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum, self.count = 0.0, 0

    def update(self, v, n=1):
        self.sum += v * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(1, self.count)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="at", choices=["kd", "at", "kd+at"])
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--beta", type=float, default=200.0)
    ap.add_argument("--log-every", type=int, default=10)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    x_tr, y_tr = yoyo_spin_traces(768, 64, gen)
    x_te, y_te = yoyo_spin_traces(256, 64, gen)

    teacher = SpinCNN([32, 32, 32])
    t_opt = torch.optim.Adam(teacher.parameters(), lr=3e-3)
    for _ in range(60):
        idx = torch.randint(0, 768, (96,), generator=gen)
        t_opt.zero_grad()
        F.cross_entropy(teacher(x_tr[idx])[0], y_tr[idx]).backward()
        t_opt.step()
    teacher.eval()

    student = SpinCNN([8, 8, 8])
    criterions = {"ce": nn.CrossEntropyLoss(), "kd": KDLoss(T=4.0), "at": AttentionTransfer()}
    optimizer = torch.optim.SGD(student.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)

    step = 0
    for epoch in range(args.epochs):
        student.train()
        meter = AverageMeter()
        perm = torch.randperm(x_tr.shape[0], generator=gen)
        for i in range(0, x_tr.shape[0], 64):
            xb, yb = x_tr[perm[i:i + 64]], y_tr[perm[i:i + 64]]
            with torch.no_grad():
                t_logits, t_maps = teacher(xb)
            s_logits, s_maps = student(xb)
            loss = criterions["ce"](s_logits, yb)
            if "kd" in args.mode:
                loss = loss + 0.9 * criterions["kd"](s_logits, t_logits)
            if "at" in args.mode:
                loss = loss + args.beta / 2 * criterions["at"](s_maps, t_maps)
            optimizer.zero_grad()
            loss.backward()
            if step % args.log_every == 0:
                fmap_grad = [fm.grad.norm().item() for fm in s_maps]
                print(f"  step {step}: loss {loss.item():.4f}  |dL/dfmap| " + " ".join(f"{g:.2e}" for g in fmap_grad))
            optimizer.step()
            meter.update(loss.item(), xb.shape[0])
            step += 1

        student.eval()
        with torch.no_grad():
            acc = (student(x_te)[0].argmax(1) == y_te).float().mean().item()
        print(f"epoch {epoch}: loss {meter.avg:.4f}  test-acc {acc:.3f}")


if __name__ == "__main__":
    main()
