"""Bedside-microphone features for snore monitoring.

One feature frame per second: breathing-band energy, low-frequency (snore) energy,
spectral flatness and a zero-crossing proxy.  A night is a sequence of breaths with
snoring episodes whose probability depends on (hidden) sleep position.
"""
import math

import torch

N_FEATS = 4


def night(seconds, g, snore_prior=0.25):
    t = torch.arange(seconds, dtype=torch.float32)
    rate = 0.25 + 0.03 * torch.randn((), generator=g)                 # breaths per second
    phase = 2 * math.pi * rate * t
    breath = 0.5 + 0.5 * torch.sin(phase)
    label = torch.zeros(seconds)
    pos = 0
    while pos < seconds:
        dur = int(torch.randint(20, 90, (1,), generator=g))
        if float(torch.rand((), generator=g)) < snore_prior:
            label[pos:pos + dur] = 1.0
        pos += dur
    snore = label * breath.clamp(min=0.3) * (1.0 + 0.3 * torch.randn(seconds, generator=g))
    feats = torch.stack([
        breath + 0.2 * torch.randn(seconds, generator=g),
        1.5 * snore + 0.25 * torch.randn(seconds, generator=g),
        0.8 - 0.4 * label + 0.15 * torch.randn(seconds, generator=g),
        0.3 + 0.2 * label * breath + 0.1 * torch.randn(seconds, generator=g),
    ], dim=-1)
    return feats, label


def training_windows(n, length, seed):
    g = torch.Generator().manual_seed(seed)
    xs, ys = zip(*(night(length, g) for _ in range(n)))
    return torch.stack(xs), torch.stack(ys)
