import math

import torch


def heartbeat_windows(n, length=64, anomaly_rate=0.2, generator=None):
    t = torch.linspace(0, 1, length)
    base = torch.exp(-((t - 0.3) ** 2) / 0.002) - 0.3 * torch.exp(-((t - 0.36) ** 2) / 0.001) \
        + 0.2 * torch.sin(2 * math.pi * 2 * t)
    labels = (torch.rand(n, generator=generator) < anomaly_rate).long()
    x = base.repeat(n, 1) + 0.05 * torch.randn(n, length, generator=generator)
    shift = torch.randint(10, 30, (n,), generator=generator)
    for i in torch.nonzero(labels).flatten().tolist():
        x[i] = torch.roll(x[i], int(shift[i])) * 0.6
    return x.unsqueeze(1), labels


def windows_stream(num_batches, batch_size, seed):
    gen = torch.Generator().manual_seed(seed)
    for _ in range(num_batches):
        yield heartbeat_windows(batch_size, generator=gen)
