import numpy as np
import torch


def nucleation_sites(n_sites=220, radius=0.12, seed=0):
    """Random nucleation sites on a unit pane; neighbours are sites within `radius`."""
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, 1, size=(n_sites, 2)).astype(np.float32)
    d = np.linalg.norm(xy[:, None] - xy[None], axis=-1)
    src, dst = np.nonzero((d < radius) & (d > 0))
    near_frame = (np.minimum(xy, 1 - xy).min(axis=1) < 0.06)
    edge_len = d[src, dst].astype(np.float32)
    return (torch.as_tensor(xy), torch.as_tensor(np.stack([src, dst])), torch.as_tensor(edge_len),
            torch.as_tensor(near_frame))
