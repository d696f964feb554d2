"""Grocery chain replenishment: next-week unit sales per (store, SKU), early stopping on MAPE."""
import io
from types import SimpleNamespace

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

cfg = SimpleNamespace(n_stores=10, n_skus=120, n_weeks=80, window=8, batch=512, lr=3e-3,
                      max_epochs=25, patience=4, valid_weeks=8, seed=0)


def simulate_sales(rng):
    weeks = np.arange(cfg.n_weeks)
    season = 1 + 0.3 * np.sin(2 * np.pi * weeks / 52)[None, None, :]
    level = rng.lognormal(2.5, 0.7, cfg.n_skus)[None, :, None] * rng.lognormal(0, 0.3, cfg.n_stores)[:, None, None]
    promo = (rng.random((cfg.n_stores, cfg.n_skus, cfg.n_weeks)) < 0.1).astype(np.float32)
    lift = rng.uniform(1.2, 2.5, cfg.n_skus)[None, :, None]
    mean = level * season * np.where(promo > 0, lift, 1.0)
    units = rng.poisson(mean).astype(np.float32)
    return units, promo


def windows(units, promo, weeks):
    rows = []
    for w in weeks:
        for st in range(cfg.n_stores):
            for sku in range(cfg.n_skus):
                rows.append((st, sku, w))
    st, sku, w = map(np.array, zip(*rows))
    lags = np.stack([units[st, sku, w - k] for k in range(1, cfg.window + 1)], axis=1)
    woy = 2 * np.pi * (w % 52) / 52
    dense = np.column_stack([np.log1p(lags), promo[st, sku, w], np.sin(woy), np.cos(woy)])
    return {"store": torch.as_tensor(st), "sku": torch.as_tensor(sku),
            "dense": torch.as_tensor(dense, dtype=torch.float32),
            "target": torch.as_tensor(np.log1p(units[st, sku, w]), dtype=torch.float32)}


class WeeklySalesNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.store = nn.Embedding(cfg.n_stores, 4)
        self.sku = nn.Embedding(cfg.n_skus, 12)
        self.mlp = nn.Sequential(nn.Linear(4 + 12 + cfg.window + 3, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, b):
        h = torch.cat([self.store(b["store"]), self.sku(b["sku"]), b["dense"]], dim=1)
        return self.mlp(h).squeeze(1) + b["dense"][:, :cfg.window].mean(dim=1)


def mape(net, data):
    with torch.no_grad():
        units_hat = torch.expm1(net(data)).clamp(min=0)
    units = torch.expm1(data["target"])
    keep = units > 0
    return float(((units_hat - units).abs()[keep] / units[keep]).mean())


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    rng = np.random.default_rng(cfg.seed)
    units, promo = simulate_sales(rng)
    split = cfg.n_weeks - cfg.valid_weeks
    train = windows(units, promo, range(cfg.window, split))
    valid = windows(units, promo, range(split, cfg.n_weeks))
    n = len(train["target"])

    net = WeeklySalesNet()
    adam = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    lag1 = torch.expm1(valid["dense"][:, 0])
    truth = torch.expm1(valid["target"])
    print(f"naive last-week MAPE: {float(((lag1 - truth).abs()[truth > 0] / truth[truth > 0]).mean()):.4f}")

    train_curve, valid_curve = [], []
    best_mape, best_epoch, best_state = float("inf"), -1, None
    for epoch in range(cfg.max_epochs):
        net.train()
        epoch_loss = 0.0
        perm = torch.randperm(n)
        for s in range(0, n, cfg.batch):
            idx = perm[s:s + cfg.batch]
            batch = {k: v[idx] for k, v in train.items()}
            batch_loss = F.huber_loss(net(batch), batch["target"], delta=1.0)
            adam.zero_grad()
            batch_loss.backward()
            adam.step()
            epoch_loss += batch_loss * len(idx)
        train_curve.append(epoch_loss / n)
        net.eval()
        valid_curve.append(mape(net, valid))
        print(f"epoch {epoch:2d}  train huber {train_curve[-1]:.4f}  valid MAPE {valid_curve[-1]:.4f}")
        if valid_curve[-1] < best_mape:
            best_mape, best_epoch = valid_curve[-1], epoch
            buf = io.BytesIO()
            torch.save(net.state_dict(), buf)
            best_state = buf.getvalue()
        elif epoch - best_epoch >= cfg.patience:
            print(f"stopping: no MAPE improvement for {cfg.patience} epochs")
            break

    net.load_state_dict(torch.load(io.BytesIO(best_state)))
    print(f"best epoch {best_epoch}: valid MAPE {mape(net, valid):.4f}")
    print("train curve:", " ".join(f"{v:.3f}" for v in train_curve))


if __name__ == "__main__":
    main()
