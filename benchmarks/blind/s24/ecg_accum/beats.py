import math

import torch

CLASSES = ("normal", "premature", "bundle_block", "paced")
LENGTH = 64


def heartbeat(kind):
    t = torch.linspace(-1, 1, LENGTH)
    width = 0.05 if kind != 2 else 0.11
    shift = 0.0 if kind != 1 else -0.25
    qrs = torch.exp(-((t - shift) / width) ** 2)
    p_wave = 0.15 * torch.exp(-((t + 0.5) / 0.08) ** 2) if kind != 1 else torch.zeros(LENGTH)
    t_wave = 0.3 * torch.exp(-((t - 0.45) / 0.15) ** 2)
    spike = 0.8 * torch.exp(-((t + 0.08) / 0.01) ** 2) if kind == 3 else torch.zeros(LENGTH)
    wander = 0.1 * torch.sin(2 * math.pi * (t + torch.rand(())) * 0.5)
    return qrs + p_wave + t_wave + spike + wander + 0.07 * torch.randn(LENGTH)


def make_beats(counts):
    signals, labels = [], []
    for kind, count in enumerate(counts):
        for _ in range(count):
            signals.append(heartbeat(kind))
            labels.append(kind)
    return signals, labels
