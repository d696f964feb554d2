"""In-game store: will the player open the offer card? Field-aware one-hot FM, written against raw tensors.

Ported from the old libFM job: every field value gets a global feature index, the model is
w0 + sum_i w_i + sum_{i<j} <v_i, v_j>, computed with the O(k n) square-of-sum trick.
"""
import numpy as np
import torch
import torch.nn.functional as F

FIELDS = {"level_bucket": 10, "item": 150, "category": 12, "rarity": 5, "price_tier": 6,
          "platform": 3, "daypart": 6}
OFFSETS = dict(zip(FIELDS, np.cumsum([0] + list(FIELDS.values()))[:-1]))
N_FEATURES = int(sum(FIELDS.values()))


class Hyper:
    rank = 8
    lr = 0.05
    l2_factors = 1e-4
    batch = 512
    epochs = 8
    n_train = 20000
    n_valid = 5000


def simulate_offers(n, rng, world):
    level = rng.integers(0, 10, n)
    item = rng.integers(0, 150, n)
    category = world["item_category"][item]
    rarity = world["item_rarity"][item]
    price = np.clip(rarity + rng.integers(0, 2, n), 0, 5)
    platform = rng.choice(3, n, p=[0.6, 0.3, 0.1])
    daypart = rng.integers(0, 6, n)
    # rare items appeal to high levels, cheap cosmetics to low levels, mobile players click less
    logit = (-1.3 + world["item_pull"][item] + 0.35 * (rarity - 2) * (level - 4.5) / 4.5
             - 0.25 * price * (level < 3) + np.array([0.0, -0.4, 0.3])[platform]
             + world["cat_daypart"][category, daypart])
    clicked = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    raw = {"level_bucket": level, "item": item, "category": category, "rarity": rarity,
           "price_tier": price, "platform": platform, "daypart": daypart}
    index = np.stack([raw[f] + OFFSETS[f] for f in FIELDS], axis=1)
    return torch.as_tensor(index, dtype=torch.long), torch.as_tensor(clicked)


class OfferFM:
    def __init__(self, n_features, rank, gen):
        self.params = {
            "w0": torch.zeros(1, requires_grad=True),
            "w": torch.zeros(n_features, requires_grad=True),
            "V": torch.randn(n_features, rank, generator=gen, requires_grad=True) * 0.05,
        }

    def __call__(self, idx):
        v = self.params["V"][idx]                       # (B, fields, k)
        linear = self.params["w"][idx].sum(dim=1)
        pairwise = 0.5 * (v.sum(dim=1).pow(2) - v.pow(2).sum(dim=1)).sum(dim=1)
        return self.params["w0"] + linear + pairwise

    def penalty(self, idx):
        return self.params["V"][idx].pow(2).sum(dim=(1, 2)).mean()


def auc(labels, scores):
    order = np.argsort(scores, kind="mergesort")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    pos = labels == 1
    return float((ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(7)
    world = {"item_category": rng.integers(0, 12, 150), "item_rarity": rng.integers(0, 5, 150),
             "item_pull": rng.normal(0, 0.6, 150), "cat_daypart": rng.normal(0, 0.4, (12, 6))}
    x_tr, y_tr = simulate_offers(Hyper.n_train, rng, world)
    x_va, y_va = simulate_offers(Hyper.n_valid, rng, world)

    fm = OfferFM(N_FEATURES, Hyper.rank, torch.Generator().manual_seed(0))
    adagrad = torch.optim.Adagrad(fm.params.values(), lr=Hyper.lr)

    for epoch in range(Hyper.epochs):
        perm = torch.randperm(Hyper.n_train)
        total = 0.0
        for s in range(0, Hyper.n_train, Hyper.batch):
            rows = perm[s:s + Hyper.batch]
            logit = fm(x_tr[rows])
            objective = F.binary_cross_entropy_with_logits(logit, y_tr[rows]) + Hyper.l2_factors * fm.penalty(x_tr[rows])
            adagrad.zero_grad()
            objective.backward()
            adagrad.step()
            total += objective.item() * len(rows)
        with torch.no_grad():
            p_va = torch.sigmoid(fm(x_va)).numpy()
        ll = F.binary_cross_entropy(torch.as_tensor(p_va), y_va).item()
        print(f"epoch {epoch}  train obj {total / Hyper.n_train:.4f}  valid logloss {ll:.4f}  "
              f"valid auc {auc(y_va.numpy(), p_va):.4f}")


if __name__ == "__main__":
    main()
