import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .criteria import build_criterions
from .starter import make_loaders
from .trainer import KDTrainer
from .zoo import student_net, teacher_net


def prepare_teacher(loader, epochs=3):
    teacher = teacher_net()
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            F.cross_entropy(teacher(x), y).backward()
            opt.step()
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad = False
    return teacher


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="dkd", choices=["ce", "kd", "dkd"])
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--T", type=float, default=4.0)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    train_loader, test_loader = make_loaders(args.seed)
    teacher = prepare_teacher(train_loader)
    student = student_net()
    optimizer = torch.optim.AdamW(student.parameters(), lr=2e-3, weight_decay=1e-4)
    trainer = KDTrainer(student, teacher, build_criterions(args.T), optimizer, args.mode)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(train_loader)
        te = trainer.test(test_loader)
        print(f"epoch {epoch} train: " + " ".join(map(str, tr.values()))
              + " | test: " + " ".join(map(str, te.values())))


if __name__ == "__main__":
    main()
