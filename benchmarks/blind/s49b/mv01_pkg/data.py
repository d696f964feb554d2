import numpy as np
import torch


def make_firing_log(n_potters=400, n_glazes=250, n_chem=6, rank=8, per_potter=14, seed=0):
    """Synthetic log of which glaze recipes each potter fired successfully (no crazing, no crawling).

    Every glaze has a small chemistry vector (silica/alumina ratio, flux share, cone, ...)
    and a hidden taste factor; potters prefer glazes whose factors align with theirs.
    """
    rng = np.random.default_rng(seed)
    chem = rng.normal(size=(n_glazes, n_chem)).astype(np.float32)
    mix = rng.normal(size=(n_chem, rank)).astype(np.float32) / np.sqrt(n_chem)
    glaze_f = chem @ mix + 0.5 * rng.normal(size=(n_glazes, rank)).astype(np.float32)
    potter_f = rng.normal(size=(n_potters, rank)).astype(np.float32)
    affinity = potter_f @ glaze_f.T
    rows, cols = [], []
    for p in range(n_potters):
        logits = affinity[p] - affinity[p].max()
        prob = np.exp(2.0 * logits)
        prob /= prob.sum()
        picks = rng.choice(n_glazes, size=per_potter, replace=False, p=prob)
        rows.extend([p] * per_potter)
        cols.extend(picks.tolist())
    rows = np.asarray(rows)
    cols = np.asarray(cols)
    order = rng.permutation(len(rows))
    rows, cols = rows[order], cols[order]
    n_test = len(rows) // 5
    split = {
        "train": (torch.from_numpy(rows[n_test:]), torch.from_numpy(cols[n_test:])),
        "test": (torch.from_numpy(rows[:n_test]), torch.from_numpy(cols[:n_test])),
    }
    return split, torch.from_numpy(chem), n_potters, n_glazes


class TripletSampler:
    """Uniform (potter, fired glaze, unfired glaze) triples for BPR."""

    def __init__(self, users, items, n_items, batch_size, generator):
        self.users = users
        self.items = items
        self.n_items = n_items
        self.batch_size = batch_size
        self.gen = generator
        self.seen = set(zip(users.tolist(), items.tolist()))

    def __len__(self):
        return (len(self.users) + self.batch_size - 1) // self.batch_size

    def _negatives(self, u):
        neg = torch.randint(0, self.n_items, (len(u),), generator=self.gen)
        for k in range(len(u)):
            while (int(u[k]), int(neg[k])) in self.seen:
                neg[k] = int(torch.randint(0, self.n_items, (1,), generator=self.gen))
        return neg

    def __iter__(self):
        perm = torch.randperm(len(self.users), generator=self.gen)
        for start in range(0, len(perm), self.batch_size):
            idx = perm[start:start + self.batch_size]
            u = self.users[idx]
            yield u, self.items[idx], self._negatives(u)
