"""Synthetic buyers, listings and buyer->seller contacts."""
import numpy as np
import torch

N_CATEGORIES, N_CONDITIONS = 15, 4


def simulate(n_buyers=500, n_items=800, n_contacts=12000, seed=0):
    rng = np.random.default_rng(seed)
    item_cat = rng.integers(0, N_CATEGORIES, n_items)
    item_cond = rng.integers(0, N_CONDITIONS, n_items)
    item_price = rng.lognormal(3.0 + 0.1 * item_cat, 0.6)
    buyer_pref = rng.dirichlet(np.full(N_CATEGORIES, 0.2), n_buyers)
    buyer_budget = rng.lognormal(3.4, 0.5, n_buyers)
    bargain = rng.random(n_buyers)
    recent = np.stack([rng.choice(N_CATEGORIES, 4, p=p) for p in buyer_pref])

    appeal = (np.log(buyer_pref[:, item_cat] + 1e-3) - 1.2 * np.maximum(0, np.log(item_price / buyer_budget[:, None]))
              + 0.4 * item_cond[None, :] * (1 - bargain[:, None]))
    buyer = rng.integers(0, n_buyers, n_contacts)
    g = -np.log(-np.log(rng.random((n_contacts, n_items))))
    item = (appeal[buyer] + g).argmax(axis=1)
    t = lambda a, d=torch.long: torch.as_tensor(a, dtype=d)  # noqa: E731
    return {
        "buyer": t(buyer), "item": t(item), "recent": t(recent),
        "item_cat": t(item_cat), "item_cond": t(item_cond),
        "item_x": t(np.column_stack([np.log(item_price) - 3.5, item_cond / 3.0]), torch.float32),
        "buyer_x": t(np.column_stack([np.log(buyer_budget) - 3.4, bargain]), torch.float32),
        "n_buyers": n_buyers, "n_items": n_items,
    }
