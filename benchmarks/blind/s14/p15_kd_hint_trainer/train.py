"""Usage: python -m p15_kd_hint_trainer.train [--teacher teacher.pth] [--student-init student_init.pth]"""
import argparse
import os

import torch
from torch.utils.data import DataLoader, TensorDataset

from .models import student_net, teacher_net
from .trainer import DistillTrainer

CFG = dict(lr=0.05, backbone_lr_mult=0.2, weight_decay=5e-4, temperature=4.0,
           w_soft=0.9, w_hard=0.1, w_hint=1.0, log_interval=10, epochs=3, batch_size=64)


def load_if_exists(model, path):
    if path and os.path.exists(path):
        model.load_state_dict(torch.load(path, map_location="cpu"))
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--teacher", default="teacher.pth")
    parser.add_argument("--student-init", default="")
    parser.add_argument("--epochs", type=int, default=CFG["epochs"])
    args = parser.parse_args()

    g = torch.Generator().manual_seed(0)
    x = torch.randn(1024, 3, 32, 32, generator=g)
    y = torch.randint(0, 10, (1024,), generator=g)
    loader = DataLoader(TensorDataset(x, y), batch_size=CFG["batch_size"], shuffle=True)

    teacher = load_if_exists(teacher_net(), args.teacher)
    student = load_if_exists(student_net(), args.student_init)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    trainer = DistillTrainer(student, teacher, CFG, device)
    trainer.fit(loader, args.epochs)
    print("student acc:", trainer.evaluate(loader))


if __name__ == "__main__":
    main()
