"""Synthetic Rossmann-like daily store sales (closed days and zero sales removed)."""
import numpy as np
import torch

from .config import CFG


def make_sales(seed):
    rng = np.random.default_rng(seed)
    store_level = rng.normal(8.6, 0.35, CFG.n_stores)
    store_type = rng.integers(4, size=CFG.n_stores)
    comp_dist = rng.lognormal(7, 1, CFG.n_stores)
    rows = []
    for d in range(CFG.n_days):
        dow, month = d % 7, (d // 30) % 6
        holiday = rng.choice(3, p=[0.94, 0.04, 0.02])
        for s in range(CFG.n_stores):
            if dow == 6 and store_type[s] != 1:
                continue                                  # closed on Sundays
            promo = int(rng.random() < 0.4)
            log_sales = (store_level[s] + 0.25 * promo + [0.15, -0.05, -0.05, -0.02, 0.05, 0.1, 0.2][dow]
                         + 0.05 * month - 0.3 * (holiday > 0) + 0.1 * (store_type[s] == 1)
                         - 0.05 * np.log(comp_dist[s] / 1000) + rng.normal(0, 0.08))
            rows.append((s, dow, month, promo, holiday, store_type[s], np.log(comp_dist[s]),
                         rng.normal(0, 1), rng.normal(0, 1), log_sales, d))
    a = np.array(rows)
    cats = torch.from_numpy(a[:, :6].astype(np.int64))
    conts = torch.from_numpy(a[:, 6:9].astype(np.float32))
    conts = (conts - conts.mean(0)) / conts.std(0)
    return cats, conts, torch.from_numpy(a[:, 9].astype(np.float32)), a[:, 10].astype(int)
