"""Synthetic 3-axis accelerometer windows for unsupervised activity representation learning."""
import math

import torch

ACTIVITIES = ("walk", "run", "stairs", "sit", "cycle")


def _activity_signal(kind, length, gen):
    t = torch.arange(length, dtype=torch.float32) / 50.0
    base = {"walk": 1.8, "run": 2.9, "stairs": 1.3, "sit": 0.0, "cycle": 1.1}[kind]
    amp = {"walk": 0.9, "run": 1.6, "stairs": 1.1, "sit": 0.05, "cycle": 0.6}[kind]
    phase = torch.rand(3, 1, generator=gen) * 2 * math.pi
    x = amp * torch.sin(2 * math.pi * base * t + phase)
    if kind == "stairs":
        x[2] += 0.4 * torch.sign(torch.sin(2 * math.pi * 0.5 * t))
    if kind == "cycle":
        x[1] += 0.5 * torch.cos(2 * math.pi * 2.2 * t)
    x[2] += 1.0  # gravity
    return x + 0.1 * torch.randn(3, length, generator=gen)


def make_corpus(n_per_class=64, length=96, seed=0):
    gen = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for label, kind in enumerate(ACTIVITIES):
        for _ in range(n_per_class):
            xs.append(_activity_signal(kind, length, gen))
            ys.append(label)
    return torch.stack(xs), torch.tensor(ys)


def augment(batch):
    """Random scaling, jitter and time shift, as in sensor SSL papers."""
    scale = 1.0 + 0.2 * torch.randn(batch.size(0), 3, 1)
    jitter = 0.05 * torch.randn_like(batch)
    shift = int(torch.randint(0, 12, (1,)))
    return torch.roll(batch * scale + jitter, shifts=shift, dims=2)


def batches(x, batch_size):
    order = torch.randperm(x.size(0))
    for i in range(0, x.size(0) - batch_size + 1, batch_size):
        yield x[order[i:i + batch_size]]
