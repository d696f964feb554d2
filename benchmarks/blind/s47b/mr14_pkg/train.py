import numpy as np
import torch

from .flights import DESIGNS, glide_tracks
from .learners import PseudoLabelStudent, SupervisedTeacher
from .logbook import Logbook

CFG = {"teacher_arch": "tracknet_s", "student_arch": "tracknet_m", "lr": 3e-3, "threshold": 0.7,
       "labelled": 96, "unlabelled": 768, "steps": 64, "batch": 32, "teacher_epochs": 25, "student_epochs": 3}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x_lab, y_lab = glide_tracks(CFG["labelled"], CFG["steps"], gen)
    x_unl, _ = glide_tracks(CFG["unlabelled"], CFG["steps"], gen)
    x_val, y_val = glide_tracks(256, CFG["steps"], gen)
    book = Logbook("glide-noisy-student")
    teacher = SupervisedTeacher(CFG["teacher_arch"], len(DESIGNS), CFG["lr"], book)
    for epoch in range(CFG["teacher_epochs"]):
        perm = torch.randperm(CFG["labelled"], generator=gen)
        for i in range(0, CFG["labelled"], CFG["batch"]):
            idx = perm[i:i + CFG["batch"]]
            teacher.event("batch", x_lab[idx], y_lab[idx], gen)
    print(f"teacher val acc {teacher.event('validation', x_val, y_val):.3f}")
    student = PseudoLabelStudent(CFG["student_arch"], len(DESIGNS), CFG["lr"], book,
                                 teacher.model, CFG["threshold"])
    for epoch in range(CFG["student_epochs"]):
        perm = torch.randperm(CFG["unlabelled"], generator=gen)
        losses = [student.event("batch", x_unl[perm[i:i + CFG["batch"]]], gen)
                  for i in range(0, CFG["unlabelled"], CFG["batch"])]
        print(f"student epoch {epoch}: pseudo loss {np.mean(losses):.4f} coverage {book.last('coverage'):.2f}"
              f" val acc {student.event('validation', x_val, y_val):.3f}")


if __name__ == "__main__":
    main()
