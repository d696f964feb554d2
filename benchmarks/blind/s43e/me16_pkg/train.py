import time

import numpy as np
import torch

from .clips import make_sets
from .config import CFG, seed_everything
from .engine import inference, lwlrap, train_one_epoch
from .mean_teacher import MeanTeacher
from .model import TaggerCNN


def main():
    seed_everything()
    torch.set_num_threads(1)
    x_cur, y_cur, x_noisy, y_noisy = make_sets(CFG.seed)
    folds = np.random.default_rng(CFG.seed).permutation(len(x_cur)) % CFG.n_folds
    oof_student = np.zeros(tuple(y_cur.shape), np.float32)
    oof_teacher = np.zeros(tuple(y_cur.shape), np.float32)
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        model = TaggerCNN(CFG.n_tags)
        mt = MeanTeacher(model, CFG.ema_decay)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        for epoch in range(CFG.epochs):
            sup, cons = train_one_epoch(model, mt, (x_cur[trn], y_cur[trn]), (x_noisy, y_noisy), optimizer, CFG)
            print(f"fold {fold} epoch {epoch}: curated bce {sup:.4f} consistency {cons:.4f}")
        oof_student[val] = inference(model, x_cur[val])
        oof_teacher[val] = inference(mt.teacher, x_cur[val])
        print(f"fold {fold}: lwlrap student {lwlrap(y_cur[val].numpy(), oof_student[val]):.4f}"
              f" teacher {lwlrap(y_cur[val].numpy(), oof_teacher[val]):.4f} ({time.time() - t0:.1f}s)")
    y = y_cur.numpy()
    print(f"OOF lwlrap: student {lwlrap(y, oof_student):.4f}  EMA teacher {lwlrap(y, oof_teacher):.4f}")


if __name__ == "__main__":
    main()
