import math

import torch

FAULTS = ["healthy", "chipped_tooth", "broken_tooth", "outer_race"]


def gearbox_windows(n, load, length=256, fs=4096.0, seed=0):
    """Accelerometer windows of a two-stage gearbox at a given motor load (0..3 hp).

    The load changes shaft speed and the transfer path: that is the domain shift.
    """
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(FAULTS), (n,), generator=g)
    t = torch.arange(length) / fs
    shaft = 29.9 - 1.2 * load + 0.3 * torch.randn(n, 1, generator=g)
    mesh = 23 * shaft
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    sig = torch.sin(2 * math.pi * mesh * t + phase) * (1.0 + 0.15 * load)
    sig = sig + 0.3 * torch.sin(2 * math.pi * shaft * t)
    impacts = torch.zeros(n, length)
    for k, fault in enumerate(FAULTS[1:], start=1):
        rate = {1: shaft, 2: shaft, 3: 3.58 * shaft}[k]
        strength = {1: 1.0, 2: 2.5, 3: 1.2}[k]
        pulse = torch.relu(torch.cos(2 * math.pi * rate * t + phase)) ** 40 * strength
        impacts += pulse * (y == k).float().unsqueeze(1)
    ring = torch.sin(2 * math.pi * (900 + 120 * load) / fs * torch.arange(length)).unsqueeze(0)
    sig = sig + 2.0 * impacts * ring + (0.2 + 0.1 * load) * torch.randn(n, length, generator=g)
    return sig.unsqueeze(1), y


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def batches(x, y, batch_size, gen=None):
    perm = torch.randperm(len(x), generator=gen)
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]


@torch.no_grad()
def evaluate(encoder, classifier, x, y):
    encoder.eval()
    classifier.eval()
    pred = classifier(encoder(x)).argmax(1)
    return (pred == y).float().mean().item()
