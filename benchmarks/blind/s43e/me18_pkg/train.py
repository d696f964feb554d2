import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .engine import train_one_epoch, valid_one_epoch
from .model import MotionNet
from .scenes import make_scenes


def main():
    seed_everything()
    torch.set_num_threads(1)
    hist, fut, avail, scene = make_scenes(CFG.seed)
    scene_fold = np.random.default_rng(CFG.seed).permutation(CFG.n_scenes) % CFG.n_folds
    folds = scene_fold[scene]                                       # group k-fold by scene
    results = []
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn = torch.from_numpy(np.where(folds != fold)[0])
        val = torch.from_numpy(np.where(folds == fold)[0])
        model = MotionNet(CFG.history, CFG.future, CFG.n_modes, CFG.hidden)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        steps_per_epoch = (len(trn) + CFG.batch_size - 1) // CFG.batch_size
        scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG.epochs * steps_per_epoch)
        for epoch in range(CFG.epochs):
            trn_nll = train_one_epoch(model, (hist[trn], fut[trn], avail[trn]), optimizer, scheduler, CFG)
            val_nll, val_ade = valid_one_epoch(model, (hist[val], fut[val], avail[val]))
            print(f"fold {fold} epoch {epoch}: train nll {trn_nll:.2f}  valid nll {val_nll:.2f}  ADE {val_ade:.3f}")
        results.append((val_nll, val_ade))
        print(f"fold {fold} done ({time.time() - t0:.1f}s)")
    nll, ade = np.mean(results, 0)
    print(f"CV: multi-modal NLL {nll:.2f}  ADE {ade:.3f}")


if __name__ == "__main__":
    main()
