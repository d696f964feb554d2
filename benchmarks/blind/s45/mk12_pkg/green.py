import math

import torch
from torch.utils.data import DataLoader, TensorDataset

TARGETS = ("dx_m", "dy_m")


def deliveries(n, seed, noise=0.15):
    """Delivery -> resting offset of the bowl from the jack (dx across, dy along the rink)."""
    g = torch.Generator().manual_seed(seed)
    speed = 3.5 + 1.5 * torch.rand(n, generator=g)
    angle = 2 + 6 * torch.rand(n, generator=g)
    bias = 0.8 + 0.4 * torch.rand(n, generator=g)
    green = 10 + 6 * torch.rand(n, generator=g)
    jack = 23 + 9 * torch.rand(n, generator=g)
    forehand = (torch.rand(n, generator=g) < 0.5).float() * 2 - 1
    travel = speed ** 2 * green / 9.81 * 0.93
    curl = bias * 0.0025 * travel ** 2
    dx = forehand * (travel * math.pi / 180 * angle - curl)
    dy = travel - jack
    y = torch.stack([dx, dy], 1) + noise * torch.randn(n, 2, generator=g)
    x = torch.stack([speed, angle, bias, green, jack, forehand], 1)
    return x, y


class GreenDataModule:
    def __init__(self, n_measured=500, n_unlabelled=4000, batch_size=50):
        self.n_measured, self.n_unlabelled, self.batch_size = n_measured, n_unlabelled, batch_size
        self.targets = TARGETS

    def setup(self, stage):
        x, y = deliveries(self.n_measured + 500, seed=7)
        xu, _ = deliveries(self.n_unlabelled, seed=8)
        self.x_mean, self.x_std = xu.mean(0), xu.std(0)
        self.train = TensorDataset(x[:self.n_measured], y[:self.n_measured])
        self.val = TensorDataset(x[self.n_measured:], y[self.n_measured:])
        self.unlabelled = xu

    def train_dataloader(self):
        return DataLoader(self.train, batch_size=self.batch_size, shuffle=True)

    def val_dataloader(self):
        return DataLoader(self.val, batch_size=500)
