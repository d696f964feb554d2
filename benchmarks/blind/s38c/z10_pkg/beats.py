import math

import torch

CLASSES = ["normal", "pvc", "afib"]


def synth_beats(n, length=128, seed=0):
    """Single-lead beats: normal sinus, premature ventricular (wide QRS), irregular (afib-like)."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    y = torch.randint(0, 3, (n,), generator=g)
    x = 0.05 * torch.randn(n, length, generator=g)
    for i in range(n):
        c = 0.5 + 0.05 * torch.randn(1, generator=g).item()
        width = 0.01 if y[i] != 1 else 0.04
        x[i] += torch.exp(-((t - c) ** 2) / (2 * width ** 2))
        if y[i] == 2:
            x[i] += 0.15 * torch.sin(2 * math.pi * 37 * t + torch.rand(1, generator=g).item() * 6)
        else:
            x[i] += 0.2 * torch.exp(-((t - c - 0.25) ** 2) / 0.002)
    return x.unsqueeze(1), y
