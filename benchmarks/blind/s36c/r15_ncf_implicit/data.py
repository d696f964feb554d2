import numpy as np
import torch


def make_interactions(n_users=300, n_items=400, dim=6, per_user=20, seed=0):
    """Implicit feedback from a hidden low-rank taste model."""
    rng = np.random.default_rng(seed)
    u = rng.normal(size=(n_users, dim))
    v = rng.normal(size=(n_items, dim))
    popularity = rng.normal(scale=0.8, size=n_items)
    logits = u @ v.T + popularity
    history = {}
    for user in range(n_users):
        p = np.exp(logits[user] - logits[user].max())
        p /= p.sum()
        history[user] = list(rng.choice(n_items, size=per_user, replace=False, p=p))
    return history


def leave_one_out(history):
    train, test = {}, {}
    for user, items in history.items():
        train[user], test[user] = items[:-1], items[-1]
    return train, test


def training_pairs(train, n_items, n_neg, rng):
    users, items, labels = [], [], []
    for user, pos in train.items():
        seen = set(pos)
        for item in pos:
            users.append(user), items.append(item), labels.append(1.0)
            for _ in range(n_neg):
                j = int(rng.integers(n_items))
                while j in seen:
                    j = int(rng.integers(n_items))
                users.append(user), items.append(j), labels.append(0.0)
    return torch.tensor(users), torch.tensor(items), torch.tensor(labels)


def candidate_lists(train, test, n_items, n_candidates, rng):
    """The held-out item plus sampled negatives, as in He et al. (2017)."""
    users, cands = [], []
    for user, target in test.items():
        seen = set(train[user]) | {target}
        negs = []
        while len(negs) < n_candidates - 1:
            j = int(rng.integers(n_items))
            if j not in seen:
                negs.append(j)
                seen.add(j)
        users.append(user)
        cands.append([target] + negs)
    return torch.tensor(users), torch.tensor(cands)
