import numpy as np
import torch


def pair_distances(first, second):
    """Euclidean distance between matching rows of two embedding batches."""
    diff = first.detach().numpy() - second.detach().numpy()
    return torch.from_numpy(np.sqrt((diff ** 2).sum(axis=1) + 1e-12))


def equal_error_rate(distances, same):
    d = distances.numpy()
    genuine, forged = d[same.numpy() > 0.5], d[same.numpy() < 0.5]
    best = 1.0
    for threshold in np.quantile(d, np.linspace(0.01, 0.99, 99)):
        false_reject = (genuine > threshold).mean()
        false_accept = (forged <= threshold).mean()
        best = min(best, max(false_reject, false_accept))
    return float(best)
