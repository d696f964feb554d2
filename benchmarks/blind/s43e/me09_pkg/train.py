import time

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from .config import CFG, seed_everything
from .engine import mcrmse, train_one_epoch, valid_one_epoch
from .essays import make_essays
from .model import EssayRegressor, get_optimizer_params


def train_loop(fold, ids, y, folds):
    trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
    trn_dl = DataLoader(TensorDataset(ids[trn], y[trn]), batch_size=CFG.batch_size, shuffle=True, drop_last=True)
    val_dl = DataLoader(TensorDataset(ids[val], y[val]), batch_size=128)
    model = EssayRegressor(CFG.vocab, CFG.emb_dim, CFG.hidden, len(CFG.targets))
    optimizer = torch.optim.AdamW(get_optimizer_params(model, CFG.encoder_lr, CFG.head_lr, CFG.layerwise_decay),
                                  lr=CFG.encoder_lr, weight_decay=0.01)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=[g["lr"] for g in optimizer.param_groups],
        total_steps=CFG.epochs * len(trn_dl), pct_start=0.1)
    best, best_preds = np.inf, None
    for epoch in range(CFG.epochs):
        t0 = time.time()
        avg_loss = train_one_epoch(model, trn_dl, optimizer, scheduler, epoch, CFG)
        score, preds = valid_one_epoch(model, val_dl)
        print(f"fold {fold} epoch {epoch}: loss {avg_loss:.4f} MCRMSE {score:.4f} ({time.time() - t0:.1f}s)")
        if score < best:
            best, best_preds = score, preds
    return val, best_preds


def main():
    seed_everything()
    torch.set_num_threads(1)
    ids, y = make_essays(CFG.seed)
    folds = np.random.default_rng(CFG.seed).permutation(len(ids)) % CFG.n_folds
    oof = np.zeros(tuple(y.shape), np.float32)
    for fold in range(CFG.n_folds):
        val, preds = train_loop(fold, ids, y, folds)
        oof[val] = preds
    print("OOF MCRMSE {:.4f} (predict-the-mean {:.4f})".format(
        mcrmse(y.numpy(), oof), mcrmse(y.numpy(), np.broadcast_to(y.numpy().mean(0), y.shape))))
    for k, name in enumerate(CFG.targets):
        print(f"  {name:12s} rmse {np.sqrt(np.mean((oof[:, k] - y.numpy()[:, k]) ** 2)):.4f}")


if __name__ == "__main__":
    main()
