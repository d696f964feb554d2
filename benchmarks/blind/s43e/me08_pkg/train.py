import time

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from .config import CFG, seed_everything
from .engine import train_one_epoch, valid_one_epoch
from .metric import amex_metric
from .model import StatementGRU
from .statements import make_statements


def stratified_folds(y, n_folds, seed):
    rng = np.random.default_rng(seed)
    folds = np.zeros(len(y), int)
    for c in (0, 1):
        idx = np.where(y == c)[0]
        rng.shuffle(idx)
        folds[idx] = np.arange(len(idx)) % n_folds
    return folds


def main():
    seed_everything()
    torch.set_num_threads(1)
    x, mask, y = make_statements(CFG.seed)
    folds = stratified_folds(y.numpy(), CFG.n_folds, CFG.seed)
    oof = np.zeros(len(y), np.float32)
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        trn_dl = DataLoader(TensorDataset(x[trn], mask[trn], y[trn]), batch_size=CFG.batch_size, shuffle=True)
        val_dl = DataLoader(TensorDataset(x[val], mask[val], y[val]), batch_size=512)
        model = StatementGRU(CFG.n_features, CFG.hidden)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG.epochs * len(trn_dl))
        best = -1
        for epoch in range(CFG.epochs):
            loss, gnorm = train_one_epoch(model, trn_dl, optimizer, scheduler, CFG)
            preds, trues = valid_one_epoch(model, val_dl)
            score = amex_metric(trues, preds)
            print(f"fold {fold} epoch {epoch}: bce {loss:.4f} |g| {gnorm:.2f} amex {score:.4f}")
            if score > best:
                best, oof[val] = score, preds
        print(f"fold {fold}: best amex {best:.4f} ({time.time() - t0:.1f}s)")
    print(f"OOF amex metric {amex_metric(y.numpy(), oof):.4f}")


if __name__ == "__main__":
    main()
