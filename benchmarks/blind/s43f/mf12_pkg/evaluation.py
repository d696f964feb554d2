"""Metrics on held-out lines. Callers decide the grad mode (they run it under no_grad)."""
import numpy as np
import torch


def roc_auc(scores, labels):
    order = np.argsort(scores)
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    pos = labels == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return (ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def evaluate(net, loader):
    net.eval()
    probs, labels = [], []
    for xb, yb in loader:
        probs.append(torch.sigmoid(net(xb)))
        labels.append(yb)
    p = torch.cat(probs).numpy()
    y = torch.cat(labels).numpy()
    return {"auc": float(roc_auc(p, y)), "acc": float(((p > 0.5) == (y == 1)).mean())}
