"""Synthetic jump log: mass, cord length, stiffness, platform height, air temp, cord uses."""
import math

import torch


def jump_log(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    r = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    mass, cord, k_rating, platform, temp, uses = r(45, 120), r(12, 25), r(0.8, 1.4), r(40, 80), r(2, 32), r(0, 400)
    k = 95.0 * k_rating * 20.0 / cord                                  # N/m, shorter cords are stiffer
    w = mass * 9.81
    stretch = (w + torch.sqrt(w ** 2 + 2 * k * w * cord)) / k          # lowest point below the cord length
    fall = cord + stretch
    hysteresis = 0.30 + 0.0006 * uses + 0.004 * (20 - temp).clamp(min=0)
    rebound = fall * (1 - hysteresis) * (1 - 0.002 * mass / k_rating) - stretch * 0.35
    rebound = rebound.clamp(min=1.0) + 0.4 * torch.randn(n, generator=g)
    x = torch.stack([mass, cord, k_rating, platform, temp, uses], dim=1)
    return x, rebound.unsqueeze(1)


class JumpData:
    def __init__(self, n_train=1500, n_val=400, batch_size=64):
        x, y = jump_log(n_train + n_val, seed=5)
        self.mu, self.sd = x[:n_train].mean(0), x[:n_train].std(0)
        x = (x - self.mu) / self.sd
        self.train = (x[:n_train], y[:n_train])
        self.val = (x[n_train:], y[n_train:])
        self.batch_size = batch_size
        self.steps_per_epoch = math.ceil(n_train / batch_size)

    def train_batches(self):
        perm = torch.randperm(len(self.train[0]))
        for i in range(0, len(perm), self.batch_size):
            idx = perm[i:i + self.batch_size]
            yield self.train[0][idx], self.train[1][idx]
