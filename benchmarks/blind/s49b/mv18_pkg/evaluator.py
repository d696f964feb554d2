import numpy as np
import torch


def ndcg10(scorer, train, test, n_owners, n_schedules):
    scorer.eval()
    with torch.no_grad():
        scores = scorer.owner_vec(torch.arange(n_owners)) @ scorer.sched_vec(torch.arange(n_schedules)).T
        scores[train[0], train[1]] = float("-inf")
        top = scores.topk(10, dim=1).indices.cpu().numpy()
    scorer.train()
    disc = 1 / np.log2(np.arange(2, 12))
    rel = {}
    for u, i in zip(test[0].tolist(), test[1].tolist()):
        rel.setdefault(u, set()).add(i)
    vals = []
    for u, items in rel.items():
        g = np.array([1.0 if i in items else 0.0 for i in top[u]])
        vals.append((g * disc).sum() / disc[: min(len(items), 10)].sum())
    return float(np.mean(vals))
