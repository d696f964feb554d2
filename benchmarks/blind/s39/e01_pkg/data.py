"""Synthetic 24x24 wafer bin maps with a handful of classic failure signatures."""
import math

import torch

PATTERNS = ("none", "center", "edge_ring", "scratch", "donut", "loc")


def _wafer_grid(size):
    ax = torch.linspace(-1.0, 1.0, size)
    yy, xx = torch.meshgrid(ax, ax, indexing="ij")
    return yy, xx, (yy ** 2 + xx ** 2).sqrt()


def render(pattern, size, gen):
    yy, xx, r = _wafer_grid(size)
    on_wafer = (r <= 1.0).float()
    fails = (torch.rand(size, size, generator=gen) < 0.05).float()
    if pattern == "center":
        fails = torch.maximum(fails, (r < 0.35).float())
    elif pattern == "edge_ring":
        fails = torch.maximum(fails, ((r > 0.8) & (r <= 1.0)).float())
    elif pattern == "donut":
        fails = torch.maximum(fails, ((r > 0.4) & (r < 0.65)).float())
    elif pattern == "scratch":
        ang = float(torch.rand(1, generator=gen)) * math.pi
        dist = (xx * math.sin(ang) - yy * math.cos(ang)).abs()
        fails = torch.maximum(fails, ((dist < 0.06) & (r < 0.9)).float())
    elif pattern == "loc":
        cy, cx = (torch.rand(2, generator=gen) - 0.5).tolist()
        blob = ((yy - cy) ** 2 + (xx - cx) ** 2).sqrt() < 0.22
        fails = torch.maximum(fails, blob.float())
    return torch.stack([on_wafer, fails * on_wafer])


class WaferDataModule:
    def __init__(self, n_train=384, n_val=128, size=24, batch_size=32, seed=0):
        self.n_train, self.n_val = n_train, n_val
        self.size, self.batch_size, self.seed = size, batch_size, seed
        self.classes = None

    @property
    def num_classes(self):
        return len(self.classes)

    def _make(self, n, gen):
        labels = torch.randint(len(PATTERNS), (n,), generator=gen)
        maps = torch.stack([render(PATTERNS[k], self.size, gen) for k in labels.tolist()])
        return maps, labels

    def setup(self, stage):
        gen = torch.Generator().manual_seed(self.seed)
        self.classes = list(PATTERNS)
        self.train_set = self._make(self.n_train, gen)
        self.val_set = self._make(self.n_val, gen)

    def _batches(self, tensors, shuffle):
        x, y = tensors
        idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
        for s in range(0, len(x), self.batch_size):
            j = idx[s:s + self.batch_size]
            yield x[j], y[j]

    def train_dataloader(self):
        return self._batches(self.train_set, shuffle=True)

    def val_dataloader(self):
        return self._batches(self.val_set, shuffle=False)
