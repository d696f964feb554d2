# %% [markdown]
# Optiver Realized Volatility Prediction -- NN with stock_id embedding (converted from notebook)

# %%
import math
import random

import numpy as np
import torch
import torch.nn as nn

torch.set_num_threads(1)

CFG = {
    "seed": 2021,
    "n_stocks": 20,
    "n_time_ids": 60,
    "n_folds": 4,
    "epochs": 8,
    "batch_size": 64,
    "lr": 3e-3,
    "warmup_steps": 20,
    "emb_dim": 4,
    "hidden": [64, 32],
}
BEST_SCORES = {}
GLOBAL_STEP = 0


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# %% synthetic order-book features
def make_book(rng):
    """Per (stock_id, time_id): realized vol of the first 10 minutes from log-returns of the WAP,
    bid-ask spread, depth imbalance, trade counts.  Target = realized vol of the next 10 minutes."""
    rows = []
    stock_level = rng.lognormal(-5.5, 0.4, CFG["n_stocks"])
    market = rng.lognormal(0, 0.35, CFG["n_time_ids"])
    for s in range(CFG["n_stocks"]):
        for t in range(CFG["n_time_ids"]):
            sigma = stock_level[s] * market[t]
            returns = rng.normal(0, sigma, 60)
            rv_past = np.sqrt((returns ** 2).sum())
            spread = sigma * rng.uniform(5, 15)
            imbalance = rng.uniform(-1, 1)
            trades = rng.poisson(40 * market[t])
            target = np.sqrt((rng.normal(0, sigma * (0.8 + 0.2 * abs(imbalance)), 60) ** 2).sum())
            rows.append((s, t, rv_past, spread, imbalance, trades, target))
    arr = np.array(rows)
    stock_id, time_id = arr[:, 0].astype(int), arr[:, 1].astype(int)
    feats = np.column_stack([np.log(arr[:, 2]), np.log(arr[:, 3]), arr[:, 4], np.log1p(arr[:, 5])])
    feats = (feats - feats.mean(0)) / feats.std(0)
    return stock_id, time_id, feats.astype(np.float32), arr[:, 6].astype(np.float32), arr[:, 2].astype(np.float32)


# %% model
class VolNet(nn.Module):
    def __init__(self, n_stocks, n_feats, emb_dim, hidden):
        super().__init__()
        self.stock_emb = nn.Embedding(n_stocks, emb_dim)
        layers, d = [], n_feats + emb_dim
        for h in hidden:
            layers += [nn.Linear(d, h), nn.SiLU()]
            d = h
        self.mlp = nn.Sequential(*layers)
        self.out = nn.Linear(d, 1)

    def forward(self, stock, x, rv_past):
        h = self.mlp(torch.cat([self.stock_emb(stock), x], dim=1))
        # predict a multiplicative correction to the naive "past volatility" forecast
        return rv_past * torch.exp(self.out(h).squeeze(1))


@torch.no_grad()
def init_output_bias(model, log_ratio):
    model.out.weight.mul_(0.1)
    model.out.bias.fill_(log_ratio)


def rmspe_loss(y_true, y_pred):
    per_row = ((y_true - y_pred) / y_true) ** 2
    return torch.sqrt(per_row.mean())


@torch.no_grad()
def rmspe_metric(y_true, y_pred):
    return torch.sqrt(torch.mean(((y_true - y_pred) / y_true) ** 2)).item()


def set_lr(optimizer, step):
    scale = min(1.0, (step + 1) / CFG["warmup_steps"])
    for g in optimizer.param_groups:
        g["lr"] = CFG["lr"] * scale


# %% train / valid
def train_one_epoch(model, optimizer, data):
    global GLOBAL_STEP
    stock, x, rv, y = data
    model.train()
    perm = torch.randperm(len(y))
    total, n = 0.0, 0
    for s in range(0, len(y), CFG["batch_size"]):
        b = perm[s:s + CFG["batch_size"]]
        set_lr(optimizer, GLOBAL_STEP)
        pred = model(stock[b], x[b], rv[b])
        loss = rmspe_loss(y[b], pred)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        GLOBAL_STEP += 1
        total += loss.item() * len(b)
        n += len(b)
    return total / n


def valid_one_epoch(model, data):
    stock, x, rv, y = data
    model.eval()
    with torch.no_grad():
        pred = model(stock, x, rv)
    return rmspe_metric(y, pred), pred.numpy()


# %% CV loop
def main():
    global GLOBAL_STEP
    seed_everything(CFG["seed"])
    rng = np.random.default_rng(CFG["seed"])
    stock_id, time_id, feats, target, rv_past = make_book(rng)
    t_stock, t_x = torch.from_numpy(stock_id), torch.from_numpy(feats)
    t_rv, t_y = torch.from_numpy(rv_past), torch.from_numpy(target)
    fold_of_time = rng.permutation(CFG["n_time_ids"]) % CFG["n_folds"]
    folds = fold_of_time[time_id]
    oof = np.zeros_like(target)
    naive = float(np.sqrt(np.mean(((target - rv_past) / target) ** 2)))
    for fold in range(CFG["n_folds"]):
        trn = torch.from_numpy(np.where(folds != fold)[0])
        val = torch.from_numpy(np.where(folds == fold)[0])
        model = VolNet(CFG["n_stocks"], feats.shape[1], CFG["emb_dim"], CFG["hidden"])
        init_output_bias(model, float(np.log(np.median(target[trn.numpy()] / rv_past[trn.numpy()]))))
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
        GLOBAL_STEP = 0
        BEST_SCORES[fold] = math.inf
        for epoch in range(CFG["epochs"]):
            trn_loss = train_one_epoch(model, optimizer, (t_stock[trn], t_x[trn], t_rv[trn], t_y[trn]))
            score, pred = valid_one_epoch(model, (t_stock[val], t_x[val], t_rv[val], t_y[val]))
            if score < BEST_SCORES[fold]:
                BEST_SCORES[fold] = score
                oof[val.numpy()] = pred
        print(f"fold {fold}: last train RMSPE {trn_loss:.4f}, best valid RMSPE {BEST_SCORES[fold]:.4f}")
    cv = float(np.sqrt(np.mean(((target - oof) / target) ** 2)))
    print(f"CV RMSPE {cv:.4f} (naive rv_past forecast {naive:.4f})")


if __name__ == "__main__":
    main()
