"""Synthetic grocery catalogue, past baskets and next purchases."""
import numpy as np
import torch

N_PRODUCTS, N_AISLES, N_MISSIONS = 400, 20, 10


def simulate(n_shoppers=4000, seed=0):
    rng = np.random.default_rng(seed)
    aisle = rng.integers(0, N_AISLES, N_PRODUCTS)
    mission_mix = rng.dirichlet(np.full(N_AISLES, 0.15), N_MISSIONS)      # breakfast, bbq, baby, ...
    popularity = rng.pareto(2.0, N_PRODUCTS) + 0.2

    def draw(mission, k):
        w = mission_mix[mission][aisle] * popularity
        return rng.choice(N_PRODUCTS, k, replace=False, p=w / w.sum())

    missions = rng.integers(0, N_MISSIONS, n_shoppers)
    lengths = rng.integers(5, 13, n_shoppers)
    bags, targets = [], []
    for m, k in zip(missions, lengths):
        items = draw(m, k + 1)
        bags.append(items[:-1])
        targets.append(items[-1])
    flat = np.concatenate(bags)
    offsets = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    return {
        "aisle": torch.as_tensor(aisle, dtype=torch.long),
        "bag_items": torch.as_tensor(flat, dtype=torch.long),
        "bag_offsets": torch.as_tensor(offsets, dtype=torch.long),
        "bag_lengths": torch.as_tensor(lengths, dtype=torch.long),
        "target": torch.as_tensor(np.array(targets), dtype=torch.long),
    }


def co_purchase_pairs(data, max_pairs=40000, seed=1):
    rng = np.random.default_rng(seed)
    items, offs, lens = data["bag_items"].numpy(), data["bag_offsets"].numpy(), data["bag_lengths"].numpy()
    rows = rng.integers(0, len(lens), max_pairs)
    a = offs[rows] + (rng.random(max_pairs) * lens[rows]).astype(int)
    b = offs[rows] + (rng.random(max_pairs) * lens[rows]).astype(int)
    keep = a != b
    return torch.as_tensor(items[a[keep]]), torch.as_tensor(items[b[keep]])


def minibatches(data, rows, batch_size):
    for s in range(0, len(rows), batch_size):
        r = rows[s:s + batch_size]
        lens = data["bag_lengths"][r]
        items = torch.cat([data["bag_items"][o:o + n] for o, n in zip(data["bag_offsets"][r].tolist(), lens.tolist())])
        yield items, torch.cumsum(lens, 0) - lens, data["target"][r]
