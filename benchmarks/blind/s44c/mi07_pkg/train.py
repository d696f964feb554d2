import time

import torch
import torch.nn as nn
import torch.optim as optim

from .config import cfg
from .loop import run_epoch, score
from .regressor import SaltRegressor
from .routes import standardise, storm_routes

torch.manual_seed(cfg.seed)
torch.set_num_threads(1)

X, Y = storm_routes(cfg.n_routes, cfg.seed)
n_val = int(cfg.val_frac * cfg.n_routes)
X_tr, X_va = standardise(X[n_val:], X[:n_val])
Y_tr, Y_va = Y[n_val:], Y[:n_val]

regressor = SaltRegressor(X.size(1), cfg.hidden, cfg.dropout)
if cfg.cuda:
    regressor = regressor.cuda()
crit = nn.SmoothL1Loss()
opt = optim.Adam(regressor.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)

history = {"train": [], "val_mae": []}


def main():
    for epoch in range(cfg.epochs):
        t0 = time.time()
        train_loss = run_epoch(regressor, crit, opt, X_tr, Y_tr, cfg.batch_size, cfg.cuda)
        val_mae = score(regressor, X_va, Y_va, cfg.cuda)
        history["train"].append(train_loss)
        history["val_mae"].append(val_mae)
        print("epoch %d  train huber %.4f  val MAE %.2f t  (%.2fs)"
              % (epoch, train_loss, val_mae, time.time() - t0))
    best = min(range(cfg.epochs), key=lambda e: history["val_mae"][e])
    print("best epoch %d: val MAE %.2f t (mean storm needs %.1f t)"
          % (best, history["val_mae"][best], Y_va.mean()))


if __name__ == "__main__":
    main()
