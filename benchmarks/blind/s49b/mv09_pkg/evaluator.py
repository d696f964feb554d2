import numpy as np
import torch


@torch.inference_mode()
def filtered_tail_ranks(model, test, known, hits_at=10):
    """Filtered tail prediction: every other true tail of (h, r) is removed before ranking."""
    true_tails = {}
    for h, r, t in known.tolist():
        true_tails.setdefault((h, r), set()).add(t)
    dist = model.tail_distances(test[:, 0], test[:, 1]).numpy()
    ranks = []
    for row, (h, r, t) in zip(dist, test.tolist()):
        others = [x for x in true_tails[(h, r)] if x != t]
        row = row.copy()
        row[others] = np.inf
        ranks.append(1 + int((row < row[t]).sum()))
    ranks = np.asarray(ranks, dtype=np.float64)
    return float((1.0 / ranks).mean()), float((ranks <= hits_at).mean())
