# Santander Customer Transaction Prediction -- "magic" count features + shared per-variable NN
# (copied from my notebook, cells flattened into functions)
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class CFG:
    seed = 2019
    n_rows = 4000
    n_test = 2000
    n_vars = 40
    pos_rate = 0.1
    n_folds = 4
    epochs = 6
    batch_size = 256
    lr = 3e-3
    emb = 16
    loss = "focal"            # "bce" | "focal"
    focal_gamma = 2.0
    focal_alpha = 0.75


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# %% data ----------------------------------------------------------------------
def make_data(rng):
    n = CFG.n_rows + CFG.n_test
    y = (rng.random(n) < CFG.pos_rate).astype(np.float32)
    X = np.empty((n, CFG.n_vars), np.float32)
    for j in range(CFG.n_vars):
        shift = rng.normal(0, 0.4)
        X[:, j] = np.round(rng.normal(0, 1, n) + shift * y, 3)   # values are rounded, so they repeat
    # the "fake" test rows of the competition: synthetic copies that share values with real ones
    fake = rng.choice(np.arange(CFG.n_rows, n), CFG.n_test // 2, replace=False)
    X[fake] = X[rng.choice(CFG.n_rows, len(fake))] + rng.choice([0, 0.001], (len(fake), CFG.n_vars))
    return X, y


def count_features(X, real_idx):
    """Frequency of each value among train + real test rows: the famous magic."""
    counts = np.empty_like(X)
    for j in range(X.shape[1]):
        vals, cnt = np.unique(X[real_idx, j], return_counts=True)
        lookup = dict(zip(vals.tolist(), cnt.tolist()))
        counts[:, j] = [lookup.get(v, 0) for v in X[:, j].tolist()]
    return np.log1p(counts)


def kfold(n, n_folds, seed):
    idx = np.random.default_rng(seed).permutation(n)
    return [np.sort(part) for part in np.array_split(idx, n_folds)]


# %% model ---------------------------------------------------------------------
class VarwiseNet(nn.Module):
    """Every var_j goes through the same small net (value, count, var embedding)."""

    def __init__(self, n_vars, emb):
        super().__init__()
        self.var_emb = nn.Parameter(torch.randn(n_vars, emb) * 0.1)
        self.shared = nn.Sequential(nn.Linear(2 + emb, 32), nn.ReLU(), nn.Linear(32, 4))
        self.out = nn.Linear(n_vars * 4, 1)

    def forward(self, val, cnt):
        b, v = val.shape
        z = torch.cat([val[..., None], cnt[..., None], self.var_emb.expand(b, v, -1)], -1)
        return self.out(self.shared(z).reshape(b, -1)).squeeze(1)


def bce_loss(logits, target):
    return F.binary_cross_entropy_with_logits(logits, target)


def focal_loss(logits, target, gamma=CFG.focal_gamma, alpha=CFG.focal_alpha):
    bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
    p_t = torch.exp(-bce)
    alpha_t = alpha * target + (1 - alpha) * (1 - target)
    return alpha_t * (1 - p_t) ** gamma * bce


LOSSES = {"bce": bce_loss, "focal": focal_loss}


def roc_auc(y, s):
    order = np.argsort(s)
    ranks = np.empty(len(s))
    ranks[order] = np.arange(1, len(s) + 1)
    pos = y == 1
    return (ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum())


# %% loops ---------------------------------------------------------------------
def train_one_epoch(net, loader, opt, sched, criterion):
    net.train()
    running, n = 0.0, 0
    for val, cnt, yb in loader:
        opt.zero_grad()
        loss = criterion(net(val, cnt), yb)
        loss.backward()
        opt.step()
        sched.step()
        running += loss.item() * len(yb)
        n += len(yb)
    return running / n


@torch.no_grad()
def inference(net, loader):
    net.eval()
    return np.concatenate([torch.sigmoid(net(val, cnt)).numpy() for val, cnt, *_ in loader])


def loader_of(X, C, y=None, shuffle=False):
    tensors = [torch.from_numpy(X), torch.from_numpy(C)] + ([torch.from_numpy(y)] if y is not None else [])
    return torch.utils.data.DataLoader(torch.utils.data.TensorDataset(*tensors), batch_size=CFG.batch_size, shuffle=shuffle)


def main():
    seed_everything()
    torch.set_num_threads(1)
    rng = np.random.default_rng(CFG.seed)
    X, y = make_data(rng)
    C = count_features(X, np.arange(CFG.n_rows + CFG.n_test // 2)).astype(np.float32)
    Xtr, Ctr, ytr = X[:CFG.n_rows], C[:CFG.n_rows], y[:CFG.n_rows]
    test_dl = loader_of(X[CFG.n_rows:], C[CFG.n_rows:])

    oof = np.zeros(CFG.n_rows, np.float32)
    sub = np.zeros(CFG.n_test, np.float32)
    parts = kfold(CFG.n_rows, CFG.n_folds, CFG.seed)
    criterion = LOSSES[CFG.loss]
    for fold, val_idx in enumerate(parts):
        t0 = time.time()
        trn_idx = np.setdiff1d(np.arange(CFG.n_rows), val_idx)
        net = VarwiseNet(CFG.n_vars, CFG.emb)
        opt = torch.optim.Adam(net.parameters(), lr=CFG.lr)
        trn_dl = loader_of(Xtr[trn_idx], Ctr[trn_idx], ytr[trn_idx], shuffle=True)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=CFG.lr, total_steps=CFG.epochs * len(trn_dl))
        for epoch in range(CFG.epochs):
            trn_loss = train_one_epoch(net, trn_dl, opt, sched, criterion)
        oof[val_idx] = inference(net, loader_of(Xtr[val_idx], Ctr[val_idx]))
        sub += inference(net, test_dl) / CFG.n_folds
        print(f"fold {fold}: loss {trn_loss:.4f}  auc {roc_auc(ytr[val_idx], oof[val_idx]):.4f}  ({time.time() - t0:.1f}s)")
    print(f"CV AUC {roc_auc(ytr, oof):.4f}   test AUC {roc_auc(y[CFG.n_rows:], sub):.4f}")


if __name__ == "__main__":
    main()
