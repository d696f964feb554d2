"""Ubiquant Market Prediction -- investment_id embedding + 24 anonymised features,
Pearson-correlation loss per time_id, time-grouped folds, checkpoint averaging of the
last epochs, and an input-gradient feature ranking at the end of each fold."""
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn


class CFG:
    seed = 2022
    n_investments = 200
    n_times = 120
    per_time = 60
    n_features = 24
    n_folds = 3
    epochs = 8
    average_last = 3                   # checkpoint averaging over the last 3 epochs
    lr = 1e-3
    emb_dim = 16
    hidden = 64
    top_k_features = 5


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_market(seed):
    rng = np.random.default_rng(seed)
    beta = rng.normal(0, 0.3, CFG.n_investments)
    w = np.zeros(CFG.n_features)
    w[:6] = rng.normal(0, 1, 6)
    rows = []
    for t in range(CFG.n_times):
        inv = rng.choice(CFG.n_investments, CFG.per_time, replace=False)
        f = rng.normal(0, 1, (CFG.per_time, CFG.n_features)).astype(np.float32)
        market = rng.normal(0, 1)
        target = 0.15 * (f @ w) + beta[inv] * market + 0.1 * f[:, 0] * f[:, 1] + rng.normal(0, 1, CFG.per_time)
        rows.append((np.full(CFG.per_time, t), inv, f, target.astype(np.float32)))
    time_id, inv, f, y = (np.concatenate(c) for c in zip(*rows))
    return time_id, torch.from_numpy(inv + 1), torch.from_numpy(f), torch.from_numpy(y)    # id 0 = unseen


class MarketNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.inv_emb = nn.Embedding(CFG.n_investments + 1, CFG.emb_dim)
        self.feat = nn.Sequential(nn.Linear(CFG.n_features, CFG.hidden), nn.SiLU())
        self.out = nn.Sequential(nn.Linear(CFG.hidden + CFG.emb_dim, CFG.hidden), nn.SiLU(), nn.Linear(CFG.hidden, 1))

    def forward(self, inv, f):
        return self.out(torch.cat([self.feat(f), self.inv_emb(inv)], 1)).squeeze(1)


def pearson_loss(pred, target):
    p, t = pred - pred.mean(), target - target.mean()
    return -(p * t).sum() / (p.norm() * t.norm() + 1e-8)


def train_one_epoch(net, opt, inv, f, y, time_id):
    net.train()
    losses = []
    for t in np.random.permutation(np.unique(time_id)):
        idx = torch.from_numpy(np.where(time_id == t)[0])
        loss = pearson_loss(net(inv[idx], f[idx]), y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return float(np.mean(losses))


@torch.no_grad()
def valid_one_epoch(net, inv, f, y, time_id):
    net.eval()
    pred = net(inv, f)
    corrs = []
    for t in np.unique(time_id):
        m = torch.from_numpy(time_id == t)
        corrs.append(-pearson_loss(pred[m], y[m]).item())
    return float(np.mean(corrs)), pred.numpy()


def average_checkpoints(state_dicts):
    return {k: sum(sd[k] for sd in state_dicts) / len(state_dicts) for k in state_dicts[0]}


def feature_ranking(net, inv, f):
    """Mean |d prediction / d feature| over validation rows."""
    net.eval()
    x = f.clone().requires_grad_(True)
    net(inv, x).sum().backward()
    return x.grad.abs().mean(0).numpy()


def main():
    seed_everything()
    torch.set_num_threads(1)
    time_id, inv, f, y = make_market(CFG.seed)
    blocks = np.array_split(np.unique(time_id), CFG.n_folds + 1)      # expanding-window folds
    scores = []
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn_t = np.concatenate(blocks[:fold + 1])
        trn = np.where(np.isin(time_id, trn_t))[0]
        val = np.where(np.isin(time_id, blocks[fold + 1]))[0]
        inv_val = inv[val].clone()
        inv_val[~np.isin(inv_val.numpy(), inv[trn].numpy())] = 0        # ids unseen in training -> 0
        net = MarketNet()
        with torch.no_grad():
            net.inv_emb.weight[0].zero_()                                 # neutral vector for unseen ids
        opt = torch.optim.Adam(net.parameters(), lr=CFG.lr)
        snapshots = []
        for epoch in range(CFG.epochs):
            loss = train_one_epoch(net, opt, inv[trn], f[trn], y[trn], time_id[trn])
            if epoch >= CFG.epochs - CFG.average_last:
                snapshots.append({k: v.detach().clone() for k, v in net.state_dict().items()})
        last_corr, _ = valid_one_epoch(net, inv_val, f[val], y[val], time_id[val])
        net.load_state_dict(average_checkpoints(snapshots))
        avg_corr, _ = valid_one_epoch(net, inv_val, f[val], y[val], time_id[val])
        scores.append(avg_corr)
        ranking = feature_ranking(net, inv_val, f[val])
        top = np.argsort(-ranking)[:CFG.top_k_features]
        print(f"fold {fold}: train loss {loss:.4f}  corr last {last_corr:.4f}  averaged {avg_corr:.4f}"
              f"  top features {top.tolist()} ({time.time() - t0:.1f}s)")
    print(f"mean time-id Pearson over folds {np.mean(scores):.4f}")


if __name__ == "__main__":
    main()
