from __future__ import annotations

import argparse
from typing import Tuple

import torch

from .data import make_split
from .net import MitosisNet, build_model
from .teacher import MeanTeacher
from .trainer import SemiSupervisedTrainer


def build_components(args: argparse.Namespace) -> Tuple[MitosisNet, MeanTeacher, torch.optim.Optimizer,
                                                        torch.optim.lr_scheduler.LRScheduler,
                                                        torch.cuda.amp.GradScaler]:
    student = build_model(args.width)
    teacher = MeanTeacher(student, keep_rate=args.keep_rate)
    optimizer = torch.optim.SGD(student.parameters(), lr=args.lr, momentum=0.9, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[int(args.iters * 0.8)])
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    return student, teacher, optimizer, scheduler, scaler


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=200)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--width", type=int, default=24)
    ap.add_argument("--keep-rate", type=float, default=0.98)
    args = ap.parse_args()
    torch.manual_seed(0)
    x_l, y_l = make_split(24, 48, seed=0)
    x_u, _ = make_split(192, 48, seed=1)
    x_v, y_v = make_split(64, 48, seed=2)
    student, teacher, optimizer, scheduler, scaler = build_components(args)
    trainer = SemiSupervisedTrainer(student, teacher, optimizer, scheduler, scaler)
    # end of burn-in: the teacher starts as an exact copy of the student, then tracks its EMA
    trainer.after_step_hooks.append(
        lambda tr: tr.teacher.update(tr.student, keep_rate=0.0 if tr.iter == tr.burn_in else None))
    g = torch.Generator().manual_seed(0)
    for it in range(args.iters):
        li = torch.randint(0, len(x_l), (8,), generator=g)
        ui = torch.randint(0, len(x_u), (16,), generator=g)
        log = trainer.step(x_l[li], y_l[li], x_u[ui])
        if (it + 1) % 40 == 0:
            trainer.logger.info(
                f"iter {it + 1}: " + " ".join(f"{k}={v:.3f}" for k, v in log.items())
                + f" | F1 student={trainer.f1(student, x_v, y_v):.3f}"
                + f" teacher={trainer.f1(teacher.model, x_v, y_v):.3f}")


if __name__ == "__main__":
    main()
