"""Mercari Price Suggestion -- sparse bag-of-words MLP (1st-place style, tiny version).

name + description tokens are hashed into buckets and fed to an EmbeddingBag (a sparse
linear layer), concatenated with category / brand / condition / shipping; target is
log1p(price). 3-fold CV, test predictions averaged over the fold models.
"""
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn


class CFG:
    seed = 99
    n_train = 6000
    n_test = 2500
    n_words = 300
    n_buckets = 2048
    n_categories = 30
    n_brands = 60
    n_folds = 3
    epochs = 3
    batch_size = 256
    lr = 3e-3
    hidden = 64


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_listings(n, rng, word_value, cat_value, brand_value):
    cat = rng.integers(CFG.n_categories, size=n)
    brand = np.where(rng.random(n) < 0.4, 0, rng.integers(1, CFG.n_brands, size=n))   # 0 = missing brand
    cond = rng.integers(1, 6, size=n)
    ship = rng.integers(0, 2, size=n)
    n_tok = rng.integers(3, 15, size=n)
    docs = [rng.integers(CFG.n_words, size=k) for k in n_tok]
    log_price = (2.8 + cat_value[cat] + brand_value[brand] - 0.08 * cond - 0.15 * ship
                 + np.array([word_value[d].mean() for d in docs]) + rng.normal(0, 0.25, n))
    return docs, cat, brand, cond, ship, log_price.astype(np.float32)


def hash_tokens(docs):
    """word id -> unigram bucket, plus bigram buckets (hashing trick)."""
    out = []
    for d in docs:
        uni = (d * 2654435761) % CFG.n_buckets
        bi = ((d[:-1] * 31 + d[1:]) * 40503) % CFG.n_buckets
        out.append(np.concatenate([uni, bi]))
    return out


def to_batches(docs, cat, brand, cond, ship, y, idx, shuffle):
    idx = np.random.permutation(idx) if shuffle else idx
    for i in range(0, len(idx), CFG.batch_size):
        b = idx[i:i + CFG.batch_size]
        toks = [torch.from_numpy(docs[k]) for k in b]
        offsets = torch.tensor([0] + [len(t) for t in toks[:-1]]).cumsum(0)
        dense = torch.from_numpy(np.stack([cond[b] / 5.0, ship[b]], 1).astype(np.float32))
        yield torch.cat(toks), offsets, torch.from_numpy(cat[b]), torch.from_numpy(brand[b]), dense, torch.from_numpy(y[b])


class SparseMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.text = nn.EmbeddingBag(CFG.n_buckets, CFG.hidden, mode="sum")
        self.cat = nn.Embedding(CFG.n_categories, 8)
        self.brand = nn.Embedding(CFG.n_brands, 8)
        self.mlp = nn.Sequential(nn.ReLU(), nn.Linear(CFG.hidden + 18, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, toks, offsets, cat, brand, dense):
        h = torch.cat([self.text(toks, offsets) / 4.0, self.cat(cat), self.brand(brand), dense], 1)
        return self.mlp(h).squeeze(1)


def train_one_epoch(net, opt, batches, y_mean):
    net.train()
    tot, n = 0.0, 0
    for toks, offsets, cat, brand, dense, yb in batches:
        pred = net(toks, offsets, cat, brand, dense) + y_mean
        loss = ((pred - yb) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(yb)
        n += len(yb)
    return (tot / n) ** 0.5


@torch.no_grad()
def inference(net, batches, y_mean):
    net.eval()
    return torch.cat([net(toks, offsets, cat, brand, dense) + y_mean for toks, offsets, cat, brand, dense, _ in batches])


def rmsle(pred_log, true_log):
    return float(np.sqrt(np.mean((np.asarray(pred_log) - np.asarray(true_log)) ** 2)))


def constant_baseline(y_mean, y_true):
    """RMSLE of predicting the train mean for every listing (sanity check)."""
    const = torch.full((len(y_true),), y_mean)
    return rmsle(const.numpy(), y_true)


def main():
    seed_everything()
    torch.set_num_threads(1)
    rng = np.random.default_rng(CFG.seed)
    word_value = rng.normal(0, 0.6, CFG.n_words)
    cat_value = rng.normal(0, 0.5, CFG.n_categories)
    brand_value = np.concatenate([[0.0], rng.normal(0.3, 0.5, CFG.n_brands - 1)])
    tr = make_listings(CFG.n_train, rng, word_value, cat_value, brand_value)
    te = make_listings(CFG.n_test, rng, word_value, cat_value, brand_value)
    tr = (hash_tokens(tr[0]),) + tr[1:]
    te = (hash_tokens(te[0]),) + te[1:]
    y_mean = float(tr[-1].mean())

    print(f"constant baseline: test RMSLE {constant_baseline(y_mean, te[-1]):.4f}")

    folds = np.random.default_rng(CFG.seed).permutation(CFG.n_train) % CFG.n_folds
    oof = np.zeros(CFG.n_train, np.float32)
    test_pred = torch.FloatTensor(CFG.n_test)
    fold_test_scores = []
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        net = SparseMLP()
        opt = torch.optim.Adam(net.parameters(), lr=CFG.lr)
        for epoch in range(CFG.epochs):
            trn_rmse = train_one_epoch(net, opt, to_batches(*tr, trn, shuffle=True), y_mean)
        oof[val] = inference(net, to_batches(*tr, val, shuffle=False), y_mean).numpy()
        fold_test = inference(net, to_batches(*te, np.arange(CFG.n_test), shuffle=False), y_mean)
        test_pred += fold_test / CFG.n_folds
        fold_test_scores.append(rmsle(fold_test.numpy(), te[-1]))
        print(f"fold {fold}: train {trn_rmse:.4f} valid RMSLE {rmsle(oof[val], tr[-1][val]):.4f}"
              f" test RMSLE {fold_test_scores[-1]:.4f} ({time.time() - t0:.1f}s)")
    print(f"CV RMSLE {rmsle(oof, tr[-1]):.4f}")
    print(f"test RMSLE of the fold average {rmsle(test_pred.numpy(), te[-1]):.4f}"
          f" (single folds {min(fold_test_scores):.4f}-{max(fold_test_scores):.4f})")


if __name__ == "__main__":
    main()
