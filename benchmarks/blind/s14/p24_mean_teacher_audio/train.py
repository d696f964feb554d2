"""Semi-supervised keyword spotting with a mean teacher (10% of clips labelled)."""
import argparse

import torch
import torch.nn.functional as F

from networks import KeywordSpotter
from teacher import EMATeacher, spec_augment


def make_clips(n, n_classes=12, n_mels=40, frames=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    templates = torch.randn(n_classes, n_mels, frames, generator=g)
    y = torch.randint(0, n_classes, (n,), generator=g)
    return templates[y] + torch.randn(n, n_mels, frames, generator=g), y


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=500)
    ap.add_argument("--labelled-frac", type=float, default=0.1)
    ap.add_argument("--cons-weight", type=float, default=5.0)
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args()

    x, y = make_clips(5000)
    n_lab = int(args.labelled_frac * len(x))
    x_lab, y_lab, x_unl = x[:n_lab], y[:n_lab], x[n_lab:]

    student = KeywordSpotter()
    teacher = EMATeacher(student, decay=0.99)
    opt = torch.optim.Adam(student.parameters(), lr=1e-3)

    for step in range(args.steps):
        li = torch.randint(0, n_lab, (args.batch // 4,))
        ui = torch.randint(0, len(x_unl), (args.batch,))
        batch = torch.cat([x_lab[li], x_unl[ui]])

        student_logits = student(spec_augment(batch))
        teacher_logits = teacher(spec_augment(batch))
        sup = F.cross_entropy(student_logits[: len(li)], y_lab[li])
        cons = F.mse_loss(student_logits.softmax(1), teacher_logits.softmax(1))
        loss = sup + args.cons_weight * cons

        opt.zero_grad()
        loss.backward()
        opt.step()
        teacher.update(student)

        if step % 50 == 0:
            print(f"step {step:4d} sup {sup.item():.4f} cons {cons.item():.5f}")


if __name__ == "__main__":
    main()
