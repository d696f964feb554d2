import argparse

import numpy as np
import torch

from .data import soap_film_reflectance
from .engine import Distiller, fit_teacher
from .losses import build_criterions, build_optimizer
from .models import student_net, teacher_net


def main():
    ap = argparse.ArgumentParser(description="distil a soap-film thickness regressor")
    ap.add_argument("--mode", default="sup+kd+hint")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=3e-3)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    n_wl = 60
    x_tr, y_tr = soap_film_reflectance(2048, n_wl, gen)
    x_te, y_te = soap_film_reflectance(512, n_wl, gen)

    teacher = fit_teacher(teacher_net(n_wl), x_tr, y_tr, gen)
    student = student_net(n_wl)
    criterions = build_criterions(args.mode, student.feat_dim, teacher.feat_dim)
    weights = {"sup": 1.0, "kd": 0.5, "hint": 0.2}
    optimizer = build_optimizer(student, criterions, args.lr)
    distiller = Distiller(student, teacher, criterions, weights, optimizer, gen)

    for epoch in range(args.epochs):
        meters = distiller.train_epoch(x_tr, y_tr)
        err = distiller.test(x_te, y_te)
        print(f"epoch {epoch}: " + "  ".join(str(m) for m in meters.values()) + f"  {err}")


if __name__ == "__main__":
    main()
