import numpy as np
import torch

from .data import recordings
from .evaluation import test
from .models import MaskNet
from .trainer import Distiller, pretrain_teacher

CFG = {"lr": 2e-3, "epochs": 3, "batch": 8, "alpha": 0.7, "eval_every": 6}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = recordings(48, 3000, seed=8)
    v_noisy, v_clean = recordings(3, 9000, seed=9)
    val_chunks = list(zip(v_noisy, v_clean))
    teacher = MaskNet(width=192, depth=3)
    print("teacher pretrain loss %.4f" % pretrain_teacher(teacher, noisy, clean, steps=30))
    print("teacher val gain %.2f dB" % test(teacher, val_chunks))
    student = MaskNet(width=32, depth=2)
    Distiller(teacher, student, CFG).fit(noisy, clean, val_chunks)


if __name__ == "__main__":
    main()
