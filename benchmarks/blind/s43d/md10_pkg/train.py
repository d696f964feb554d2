import time

import torch

from .radar import N_SAMPLES, survey_line
from .nets import StudentMLP
from .ensemble import train_teachers
from .distill import distill_epoch
from .flagging import crevasse_probability, hazard_report


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(31)
    x_lab, y_lab = survey_line(400, gen)
    x_transfer, _ = survey_line(800, gen)         # unlabelled traces from last season
    x_te, y_te = survey_line(400, gen)

    teachers = train_teachers(x_lab, y_lab)
    print("ensemble:", hazard_report(crevasse_probability(teachers, x_te), y_te))

    student = StudentMLP(N_SAMPLES)
    opt = torch.optim.Adam(student.parameters(), lr=2e-3)
    transfer = torch.cat([x_lab, x_transfer])
    t0 = time.perf_counter()
    for epoch in range(10):
        kd = distill_epoch(student, teachers, opt, transfer)
    print(f"distillation KD {kd:.4f} ({time.perf_counter() - t0:.1f}s)")
    print("student: ", hazard_report(crevasse_probability(student, x_te), y_te))


if __name__ == "__main__":
    main()
