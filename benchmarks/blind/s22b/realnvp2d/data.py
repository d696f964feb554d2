import math

import torch


def two_moons(n, noise=0.08):
    half = n // 2
    t1 = torch.rand(half) * math.pi
    t2 = torch.rand(n - half) * math.pi
    upper = torch.stack([torch.cos(t1), torch.sin(t1)], dim=1)
    lower = torch.stack([1.0 - torch.cos(t2), 0.5 - torch.sin(t2)], dim=1)
    pts = torch.cat([upper, lower], dim=0)
    pts = pts + noise * torch.randn_like(pts)
    return (pts - pts.mean(0)) / pts.std(0)


def shuffled_batches(data, batch_size):
    order = torch.randperm(data.shape[0])
    for i in range(0, data.shape[0], batch_size):
        yield data[order[i:i + batch_size]]
