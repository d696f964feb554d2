import torch


def auc(p, y):
    """Mann-Whitney estimate of ROC AUC."""
    pos, neg = p[y == 1], p[y == 0]
    if len(pos) == 0 or len(neg) == 0:
        return float("nan")
    return (pos[:, None] > neg[None, :]).float().mean().item()


def accuracy(p, y):
    return ((p > 0.5).float() == y).float().mean().item()


METRICS = {"auc": auc, "accuracy": accuracy}
