import numpy as np
import torch

from .data import make_corpus
from .metrics import score_files
from .nets import FrameMasker, magnitude
from .trainer import distil, train_teacher

CFG = {"lr": 3e-3, "epochs": 4, "batch": 8, "amp": False}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = make_corpus(48, 4000, seed=50)
    v_noisy, v_clean = make_corpus(8, 4000, seed=51)
    noisy_mag, clean_mag = magnitude(noisy), magnitude(clean)
    val = (magnitude(v_noisy), magnitude(v_clean))
    teacher = FrameMasker(hidden=160, layers=2)
    train_teacher(teacher, noisy_mag, clean_mag, iters=40)
    print("teacher val LSD %.2f dB" % score_files(teacher, *val))
    student = FrameMasker(hidden=32, layers=1)
    print("student val LSD before distillation %.2f dB" % score_files(student, *val))
    distil(student, teacher, noisy_mag, val, CFG)


if __name__ == "__main__":
    main()
