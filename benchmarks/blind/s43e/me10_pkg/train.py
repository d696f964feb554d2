import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .engine import train_one_epoch, valid_one_epoch, dice_coef
from .model import pretrained_unet, widen_stem
from .optim import build_optimizer
from .tiles import make_tiles


def run_fold(fold, x, y, folds):
    trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
    model = pretrained_unet(CFG.width)
    optimizer, scheduler = build_optimizer(model, CFG, (len(trn) + CFG.batch_size - 1) // CFG.batch_size)
    if CFG.in_chans != 3:
        model.encoder.stem = widen_stem(model.encoder.stem, CFG.in_chans)
    for epoch in range(CFG.epochs):
        t0 = time.time()
        loss = train_one_epoch(model, x[trn], y[trn], optimizer, scheduler, CFG)
        dice, prob = valid_one_epoch(model, x[val], y[val], CFG)
        print(f"fold {fold} epoch {epoch}: loss {loss:.4f} dice {dice:.4f} ({time.time() - t0:.1f}s)")
    return val, prob


def main():
    seed_everything()
    torch.set_num_threads(1)
    x, y = make_tiles(CFG.seed)
    folds = np.arange(len(x)) % CFG.n_folds
    oof = torch.zeros_like(y)
    for fold in range(CFG.n_folds):
        val, prob = run_fold(fold, x, y, folds)
        oof[val] = prob
    print(f"OOF dice {dice_coef(oof, y, CFG.threshold):.4f}")


if __name__ == "__main__":
    main()
