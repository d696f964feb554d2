import time

import numpy as np
import torch
from torch.utils.data import DataLoader, Subset

from .config import CFG, seed_everything
from .data import IonDataset, make_recordings
from .engine import macro_f1, train_one_epoch, valid_one_epoch
from .model import IonNet


def run_fold(fold, ds, folds):
    trn_idx = np.where(folds != fold)[0]
    val_idx = np.where(folds == fold)[0]
    trn_dl = DataLoader(Subset(ds, trn_idx), batch_size=CFG.batch_size, shuffle=True)
    val_dl = DataLoader(Subset(ds, val_idx), batch_size=CFG.batch_size)

    net = IonNet(CFG.hidden, CFG.n_classes)
    opt = torch.optim.AdamW(net.parameters(), lr=CFG.lr, weight_decay=CFG.weight_decay)
    steps = CFG.epochs * len(trn_dl) * (CFG.series_len // CFG.chunk_len)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=CFG.lr, total_steps=steps)

    best, best_probs = -1.0, None
    for epoch in range(CFG.epochs):
        t0 = time.time()
        trn_loss = train_one_epoch(net, trn_dl, opt, sched, CFG)
        probs, true = valid_one_epoch(net, val_dl, CFG)
        f1 = macro_f1(probs.argmax(-1).ravel(), true.ravel(), CFG.n_classes)
        print(f"fold {fold} epoch {epoch} loss {trn_loss:.4f} f1 {f1:.4f} ({time.time() - t0:.1f}s)")
        if f1 > best:
            best, best_probs = f1, probs
    return val_idx, best_probs


def main():
    seed_everything()
    torch.set_num_threads(1)
    signals, channels = make_recordings()
    ds = IonDataset(signals, channels)
    folds = np.arange(CFG.n_series) % CFG.n_folds

    oof = np.zeros((CFG.n_series, CFG.series_len, CFG.n_classes), dtype=np.float32)
    for fold in range(CFG.n_folds):
        val_idx, probs = run_fold(fold, ds, folds)
        oof[val_idx] = probs
    score = macro_f1(oof.argmax(-1).ravel(), channels.ravel(), CFG.n_classes)
    print(f"CV macro F1: {score:.4f}")


if __name__ == "__main__":
    main()
