import math

import torch


def tone_batches(n_batches, batch_size, length, n_classes, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length).float()
    for _ in range(n_batches):
        y = torch.randint(0, n_classes, (batch_size,), generator=g)
        freq = (y.float() + 1.0) * 2.0 * math.pi / 16.0
        phase = torch.rand(batch_size, 1, generator=g) * 2 * math.pi
        x = torch.sin(freq[:, None] * t[None, :] + phase) + 0.3 * torch.randn(batch_size, length, generator=g)
        yield x.unsqueeze(1), y
