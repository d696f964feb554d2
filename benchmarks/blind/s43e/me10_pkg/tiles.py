"""Synthetic kidney PAS tiles: pink tissue with round glomeruli (masks to segment)."""
import numpy as np
import torch

from .config import CFG


def _tile(rng, s):
    yy, xx = np.mgrid[0:s, 0:s]
    mask = np.zeros((s, s), np.float32)
    for _ in range(rng.integers(0, 3)):
        cy, cx, r = rng.uniform(6, s - 6), rng.uniform(6, s - 6), rng.uniform(3, 7)
        mask[(yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2] = 1.0
    rgb = np.stack([0.85 - 0.25 * mask, 0.6 - 0.3 * mask, 0.75 - 0.1 * mask])
    rgb += rng.normal(0, 0.15, rgb.shape) + rng.uniform(-0.1, 0.1, (3, 1, 1))    # stain variation
    return np.clip(rgb, 0, 1).astype(np.float32), mask


def haematoxylin(rgb):
    """Crude colour deconvolution: optical density projected on the H stain vector."""
    od = -np.log(np.clip(rgb, 1e-3, 1))
    h_vec = np.array([0.65, 0.70, 0.29], np.float32)
    return np.tensordot(h_vec / np.linalg.norm(h_vec), od, axes=1)[None]


def make_tiles(seed):
    rng = np.random.default_rng(seed)
    imgs, masks = zip(*[_tile(rng, CFG.tile) for _ in range(CFG.n_tiles)])
    x = np.stack([np.concatenate([im, haematoxylin(im)]) for im in imgs])
    return torch.from_numpy(x), torch.from_numpy(np.stack(masks))[:, None]
