"""Synthetic M5-like unit sales: item x store daily counts with weekly seasonality,
price elasticity, SNAP days and a handful of events; rolled into lag features."""
import numpy as np
import torch

from .config import CFG


def simulate_sales(seed):
    rng = np.random.default_rng(seed)
    n_series = CFG.n_items * CFG.n_stores
    days = np.arange(CFG.n_days)
    dow = days % 7
    snap = ((days % 30) < 10).astype(np.float32)
    event = np.zeros(CFG.n_days, np.float32)
    event[rng.choice(CFG.n_days, 12, replace=False)] = 1.0
    base = rng.gamma(1.2, 1.5, n_series)
    weekly = 1 + 0.35 * np.sin(2 * np.pi * (dow[None] + rng.integers(7, size=(n_series, 1))) / 7)
    price = rng.uniform(1, 10, (n_series, 1)) * (1 - 0.15 * (rng.random((n_series, CFG.n_days)) < 0.1))
    trend = 1 + 0.001 * days[None] * rng.normal(0, 1, (n_series, 1))
    rate = base[:, None] * weekly * trend * (1 + 0.3 * snap[None] + 0.8 * event[None]) / (price / price.mean(1, keepdims=True)) ** 1.5
    sales = rng.poisson(np.clip(rate, 0, None)).astype(np.float32)
    item_id = np.repeat(np.arange(CFG.n_items), CFG.n_stores)
    store_id = np.tile(np.arange(CFG.n_stores), CFG.n_items)
    return sales, price.astype(np.float32), item_id, store_id, dow, snap, event


def build_frame(sales, price, item_id, store_id, dow, snap, event):
    """One row per (series, day) with lag / rolling-mean features (days with full history only)."""
    start = max(CFG.lags) + max(CFG.windows)
    feats, target, day_index, ids = [], [], [], []
    csum = np.concatenate([np.zeros((sales.shape[0], 1)), np.cumsum(sales, 1)], 1)
    for d in range(start, CFG.n_days):
        cols = [np.log1p(sales[:, d - lag]) for lag in CFG.lags]
        for w in CFG.windows:
            cols.append(np.log1p((csum[:, d - 7 + 1] - csum[:, d - 7 + 1 - w]) / w))
        cols.append(np.log(price[:, d]))
        cols.append(np.full(sales.shape[0], snap[d]))
        cols.append(np.full(sales.shape[0], event[d]))
        feats.append(np.stack(cols, 1))
        target.append(sales[:, d])
        day_index.append(np.full(sales.shape[0], d))
        ids.append(np.stack([item_id, store_id, np.full(sales.shape[0], dow[d])], 1))
    return (np.concatenate(feats).astype(np.float32), np.concatenate(ids).astype(np.int64),
            np.concatenate(target), np.concatenate(day_index))


def make_loader(x, ids, y, shuffle):
    ds = torch.utils.data.TensorDataset(torch.from_numpy(x), torch.from_numpy(ids), torch.from_numpy(y))
    return torch.utils.data.DataLoader(ds, batch_size=CFG.batch_size, shuffle=shuffle)
