"""NumPy metrics; tensors are converted through `to_numpy`."""
import numpy as np

to_numpy = lambda t: t.detach().cpu().numpy()


def roc_auc(score, label):
    order = np.argsort(score)
    ranks = np.empty(len(score))
    ranks[order] = np.arange(1, len(score) + 1)
    pos = label == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def best_threshold(prob, label, cost_fn=5.0, cost_fp=1.0):
    grid = np.linspace(0.05, 0.95, 91)
    costs = [cost_fn * np.sum((prob < t) & (label == 1)) + cost_fp * np.sum((prob >= t) & (label == 0))
             for t in grid]
    return float(grid[int(np.argmin(costs))])


def confusion_at(prob, label, threshold):
    flag = prob >= threshold
    return {"tp": int(np.sum(flag & (label == 1))), "fp": int(np.sum(flag & (label == 0))),
            "fn": int(np.sum(~flag & (label == 1))), "tn": int(np.sum(~flag & (label == 0)))}
