import math

import torch


def waveforms(n, num_classes, length=64, seed=0):
    """Class k is a sine wave with frequency proportional to k+1, plus noise."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (n,), generator=g)
    t = torch.linspace(0, 1, length)
    phase = torch.rand(n, 1, generator=g) * 2 * math.pi
    x = torch.sin(2 * math.pi * (y.float().unsqueeze(1) + 1) * 2 * t + phase)
    x = x + 0.3 * torch.randn(n, length, generator=g)
    return x.unsqueeze(1), y
