import numpy as np
import torch

from .config import CFG
from .data import build_frame, make_loader, simulate_sales
from .engine import rmse, train_one_epoch, valid_one_epoch
from .model import SalesNet
from .utils import Timer, seed_everything

HISTORY = {}


def time_folds(day_index):
    """Fold k validates on the k-th last 28-day window and trains on everything before it."""
    last = day_index.max() + 1
    for k in range(CFG.n_folds, 0, -1):
        v0 = last - k * CFG.horizon
        yield np.where(day_index < v0)[0], np.where((day_index >= v0) & (day_index < v0 + CFG.horizon))[0]


def main():
    seed_everything(CFG.seed)
    torch.set_num_threads(1)
    x, ids, y, day_index = build_frame(*simulate_sales(CFG.seed))
    mu, sd = x.mean(0), x.std(0) + 1e-6
    x = (x - mu) / sd
    oof = np.full(len(y), np.nan, dtype=np.float32)

    for fold, (trn, val) in enumerate(time_folds(day_index)):
        with Timer(f"fold {fold}"):
            model = SalesNet(CFG.n_items, CFG.n_stores, x.shape[1], CFG.emb_dim, CFG.hidden)
            optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
            trn_dl = make_loader(x[trn], ids[trn], y[trn], shuffle=True)
            val_dl = make_loader(x[val], ids[val], y[val], shuffle=False)
            scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG.epochs * len(trn_dl))
            HISTORY[fold] = []
            for epoch in range(CFG.epochs):
                trn_loss = train_one_epoch(model, trn_dl, optimizer, scheduler, CFG)
                val_loss, preds = valid_one_epoch(model, val_dl, CFG)
                HISTORY[fold].append({"epoch": epoch, "train": trn_loss, "valid": val_loss})
                print(f"fold {fold} epoch {epoch}: train tweedie {trn_loss:.4f}  valid {val_loss:.4f}"
                      f"  rmse {rmse(preds, y[val]):.4f}")
            oof[val] = preds

    mask = ~np.isnan(oof)
    print(f"OOF RMSE over {mask.sum()} rows: {rmse(oof[mask], y[mask]):.4f}"
          f"  (zero forecast {rmse(np.zeros(mask.sum()), y[mask]):.4f})")


if __name__ == "__main__":
    main()
