"""Knowledge distillation of a keyword-spotting MLP into a smaller student.

The student has an extra feature adapter trained with its own optimizer
(hint loss against the teacher's penultimate features).
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self, d_in, hidden, n_cls):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, n_cls)

    def forward(self, x, return_feat=False):
        h = self.body(x)
        out = self.head(h)
        return (out, h) if return_feat else out


def make_batch(n, d_in=40, n_cls=6):
    y = torch.randint(0, n_cls, (n,))
    centers = torch.linspace(-1, 1, n_cls).unsqueeze(1) * torch.ones(n_cls, d_in)
    return centers[y] + 0.5 * torch.randn(n, d_in), y


@torch.no_grad()
def teacher_targets(teacher, x, temperature):
    logits, feat = teacher(x, return_feat=True)
    return F.softmax(logits / temperature, dim=-1), feat


def pretrain_teacher(teacher, steps):
    opt = torch.optim.Adam(teacher.parameters(), lr=1e-2)
    for _ in range(steps):
        x, y = make_batch(64)
        opt.zero_grad()
        F.cross_entropy(teacher(x), y).backward()
        opt.step()
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--T", type=float, default=4.0)
    ap.add_argument("--alpha", type=float, default=0.7)
    args = ap.parse_args()
    torch.manual_seed(0)

    teacher = Net(40, 128, 6)
    student = Net(40, 24, 6)
    adapter = nn.Linear(24, 128)
    pretrain_teacher(teacher, 40)

    opt_s = torch.optim.SGD(student.parameters(), lr=0.05, momentum=0.9)
    opt_a = torch.optim.Adam(adapter.parameters(), lr=1e-3)
    sched = torch.optim.lr_scheduler.StepLR(opt_s, step_size=10, gamma=0.5)

    for step in range(args.steps):
        x, y = make_batch(32)
        soft, t_feat = teacher_targets(teacher, x, args.T)

        opt_s.zero_grad()
        opt_a.zero_grad()
        s_logits, s_feat = student(x, return_feat=True)
        kd = F.kl_div(F.log_softmax(s_logits / args.T, -1), soft, reduction="batchmean") * args.T ** 2
        ce = F.cross_entropy(s_logits, y)
        hint = F.mse_loss(adapter(s_feat), t_feat)
        loss = args.alpha * kd + (1 - args.alpha) * ce + 0.1 * hint
        loss.backward()
        nn.utils.clip_grad_norm_(student.parameters(), 5.0)
        opt_s.step()
        opt_a.step()
        sched.step()
        if step % 10 == 0:
            print(f"step {step} loss {loss.item():.4f} kd {kd.item():.4f} hint {hint.item():.4f}")

    student.eval()
    with torch.no_grad():
        x, y = make_batch(256)
        acc = (student(x).argmax(-1) == y).float().mean().item()
    print(f"student acc {acc:.3f}")


if __name__ == "__main__":
    main()
