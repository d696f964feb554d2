"""Synthetic cassava leaf crops: a green leaf with a disease-specific texture
(brown streaks, yellow blotches, mottled mosaic, curled edges) plus noise."""
import numpy as np
import torch

from .config import CFG


def _leaf(rng, label, s):
    yy, xx = np.mgrid[0:s, 0:s] / s
    img = np.zeros((3, s, s), np.float32)
    img[1] = 0.55 + 0.1 * rng.standard_normal()
    img[0] = 0.25
    img[2] = 0.2
    if label == 0:                                     # bacterial blight: dark angular streaks
        streak = (np.sin(25 * (xx + 0.3 * yy) + rng.uniform(0, 6)) > 0.85)
        img[:, streak] *= 0.4
    elif label == 1:                                   # brown streak: brown band along the vein
        band = np.abs(yy - rng.uniform(0.3, 0.7)) < 0.08
        img[0, band] += 0.3
        img[1, band] -= 0.2
    elif label == 2:                                   # green mottle: soft yellow blotches
        for _ in range(4):
            cy, cx = rng.uniform(0, 1, 2)
            blob = np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 0.01)
            img[0] += 0.4 * blob
    elif label == 3:                                   # mosaic: high-frequency checker
        mosaic = (np.sin(18 * xx) * np.sin(18 * yy) > 0).astype(np.float32)
        img[0] += 0.25 * mosaic
        img[1] -= 0.15 * mosaic
    img += rng.normal(0, 0.12, img.shape).astype(np.float32)
    if rng.random() < 0.5:
        img = img[:, :, ::-1]
    return np.clip(img, 0, 1)


def make_split(n, rng, probs=(0.1, 0.2, 0.15, 0.45, 0.1)):
    y = rng.choice(len(CFG.classes), n, p=probs)
    x = np.stack([_leaf(rng, c, CFG.img) for c in y])
    return torch.from_numpy(x), torch.from_numpy(y)


def augment(x):
    if torch.rand(()) < 0.5:
        x = x.flip(3)
    if torch.rand(()) < 0.5:
        x = x.flip(2)
    return x + 0.03 * torch.randn_like(x)
