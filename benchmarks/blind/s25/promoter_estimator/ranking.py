import torch


def roc_auc(scores, labels):
    """Mann-Whitney estimate of the area under the ROC curve (no ties expected)."""
    ranks = torch.empty_like(scores)
    ranks[scores.argsort()] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    positives = labels.bool()
    n_pos, n_neg = positives.sum().item(), (~positives).sum().item()
    return ((ranks[positives].sum().item() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))
