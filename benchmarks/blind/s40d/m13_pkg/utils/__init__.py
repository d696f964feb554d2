import math

import torch

from .pruning import prune_by_magnitude, reapply_masks, sparsity_report


def record_windows(n, length=512, sr=8000, seed=0):
    """Music-like windows from a needle drop; about half carry a click or pop."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length) / sr
    f0 = 110 * 2 ** (torch.randint(0, 24, (n, 1), generator=g) / 12)
    music = sum(torch.sin(2 * math.pi * k * f0 * t + 6.28 * torch.rand(n, 1, generator=g)) / k
                for k in range(1, 5))
    music = music * (0.2 + 0.6 * torch.rand(n, 1, generator=g))
    crackle = 0.02 * torch.randn(n, length, generator=g) * (torch.rand(n, length, generator=g) < 0.05)
    y = (torch.rand(n, generator=g) < 0.5).float()
    pos = torch.randint(20, length - 40, (n, 1), generator=g)
    idx = torch.arange(length).unsqueeze(0)
    decay = torch.where(idx >= pos, torch.exp(-(idx - pos).float() / 3.0), torch.zeros(1))
    sign = torch.where(torch.rand(n, 1, generator=g) < 0.5, -1.0, 1.0)
    click = sign * (0.4 + 0.6 * torch.rand(n, 1, generator=g)) * decay * y.unsqueeze(1)
    x = music + crackle + click + 0.01 * torch.randn(n, length, generator=g)
    return x.unsqueeze(1), y


def binary_accuracy(logits, y):
    return ((logits > 0).float() == y).float().mean().item()


__all__ = ["record_windows", "binary_accuracy", "prune_by_magnitude", "reapply_masks",
           "sparsity_report"]
