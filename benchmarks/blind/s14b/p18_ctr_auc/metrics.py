import numpy as np


def roc_auc(scores, labels):
    """Mann-Whitney AUC on CPU numpy arrays; accepts tensors from the training loop."""
    s = scores.detach().cpu().numpy()
    y = labels.cpu().numpy()
    order = np.argsort(s)
    ranks = np.empty_like(order, dtype=np.float64)
    ranks[order] = np.arange(1, len(s) + 1)
    n_pos = y.sum()
    n_neg = len(y) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return float((ranks[y == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def weight_stats(model):
    return {name: float(np.abs(p.detach().numpy()).mean()) for name, p in model.named_parameters()}
