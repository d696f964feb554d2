import numpy as np
import torch
from torch.utils.data import Dataset

from .config import CFG


def make_pets(n, rng):
    """Fake pet photos: a bright blob (the pet) on clutter; Pawpularity grows with blob size and
    centring, and with a few of the 12 binary metadata flags (Eyes, Face, Near, Blur ...)."""
    s = CFG.img_size
    yy, xx = np.mgrid[0:s, 0:s] / s
    imgs = rng.normal(0.3, 0.2, size=(n, 3, s, s)).astype(np.float32)
    meta = (rng.random((n, CFG.n_meta)) < 0.4).astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8, n), rng.uniform(0.2, 0.8, n)
    r = rng.uniform(0.08, 0.3, n)
    for i in range(n):
        blob = np.exp(-((xx - cx[i]) ** 2 + (yy - cy[i]) ** 2) / (2 * r[i] ** 2))
        imgs[i] += blob * np.array([0.9, 0.7, 0.5])[:, None, None]
    centring = 1 - np.hypot(cx - 0.5, cy - 0.5) / 0.45
    score = 20 + 80 * r / 0.3 * 0.6 + 15 * centring + 8 * meta[:, 1] - 10 * meta[:, 7]
    score = np.clip(score + rng.normal(0, 4, n), 1, 100).astype(np.float32)
    return imgs, meta, score


class PetDataset(Dataset):
    def __init__(self, imgs, meta, targets=None, train=False):
        self.imgs, self.meta, self.targets, self.train = imgs, meta, targets, train

    def __len__(self):
        return len(self.imgs)

    def __getitem__(self, i):
        img = torch.from_numpy(self.imgs[i])
        if self.train and np.random.rand() < 0.5:
            img = img.flip(-1)
        meta = torch.from_numpy(self.meta[i])
        if self.targets is None:
            return img, meta
        return img, meta, torch.tensor(self.targets[i] / 100.0)
