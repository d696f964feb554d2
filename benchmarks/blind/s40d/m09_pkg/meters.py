import torch


class AverageMeter:
    """Running average; accepts python numbers or 0-dim tensors."""

    def __init__(self, name):
        self.name = name
        self.reset()

    def reset(self):
        self.val, self.sum, self.count = 0.0, 0.0, 0

    def update(self, val, n=1):
        if torch.is_tensor(val):
            val = val.detach().item()
        self.val = val
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)

    def __repr__(self):
        return f"{self.name}={self.avg:.4f}"


def roc_auc(scores, labels):
    """Mann-Whitney estimate of the ROC AUC (numpy arrays)."""
    import numpy as np

    order = np.argsort(scores)
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    pos = labels == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return (ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
