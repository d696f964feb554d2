import numpy as np
import torch


def soap_froth(n_cells=500, k=6, seed=0):
    """A 2-D froth: cells are bubbles, edges are shared films (k-nearest centres, symmetrised).

    When a small bubble with few sides collapses (von Neumann: n < 6 shrinks), the bubbles
    around it end up sharing a film. Those new films are the links to predict.
    """
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, 1, size=(n_cells, 2))
    area = rng.lognormal(0.0, 0.5, size=n_cells)
    d = np.linalg.norm(xy[:, None] - xy[None], axis=-1)
    np.fill_diagonal(d, np.inf)
    nbr = np.argsort(d, axis=1)[:, :k]
    adj = np.zeros((n_cells, n_cells), dtype=bool)
    adj[np.repeat(np.arange(n_cells), k), nbr.reshape(-1)] = True
    adj |= adj.T
    sides = adj.sum(1)
    shrink = (area < np.quantile(area, 0.2)) & (sides < 7)
    new = np.zeros_like(adj)
    for c in np.nonzero(shrink)[0]:
        around = np.nonzero(adj[c])[0]
        new[np.ix_(around, around)] = True
    np.fill_diagonal(new, False)
    new &= ~adj
    feats = np.stack([np.log(area), sides / k, 1.0 / np.sqrt(area), xy[:, 0],
                      xy[:, 1]], axis=1).astype(np.float32)
    src, dst = np.nonzero(adj)
    fu, fv = np.nonzero(np.triu(new))
    return (torch.as_tensor(feats), torch.as_tensor(np.stack([src, dst])),
            torch.as_tensor(np.stack([fu, fv])), torch.as_tensor(adj))
