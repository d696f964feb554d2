"""Synthetic air-jet loom pick cycles: warp tension, weft arrival sensor and main-shaft
torque, 128 samples per pick, labelled with the fabric fault found at inspection."""
import math

import torch

FAULTS = ("clean", "broken_end", "mispick", "double_pick", "slub")
CHANNELS = 3
SAMPLES = 128


def pick_cycles(n, generator=None):
    g = generator
    label = torch.randint(0, len(FAULTS), (n,), generator=g)
    phase = torch.linspace(0, 2 * math.pi, SAMPLES)
    tension = 1.0 + 0.3 * torch.sin(phase).expand(n, SAMPLES).clone()
    arrival = torch.sigmoid((phase - 3.2 + 0.1 * torch.randn(n, 1, generator=g)) * 8.0)
    torque = 0.5 * torch.cos(2 * phase).expand(n, SAMPLES).clone()
    for k, fault in enumerate(FAULTS):
        rows = label == k
        if fault == "broken_end":
            tension[rows] -= 0.35 * torch.sigmoid((phase - 1.5) * 6.0)
        elif fault == "mispick":
            arrival[rows] = torch.sigmoid((phase - 4.6) * 3.0).expand(int(rows.sum()), SAMPLES)
        elif fault == "double_pick":
            arrival[rows] += 0.6 * torch.exp(-((phase - 5.0) ** 2) / 0.05)
        elif fault == "slub":
            torque[rows] += 0.4 * torch.exp(-((phase - 2.0) ** 2) / 0.02)
    x = torch.stack([tension, arrival, torque], dim=1)
    x = x + 0.12 * torch.randn(x.shape, generator=g)
    return x, label


def loader(x, y, batch_size, shuffle=True):
    order = torch.randperm(x.shape[0]) if shuffle else torch.arange(x.shape[0])
    for idx in order.split(batch_size):
        yield x[idx], y[idx]
