"""Fingertip photoplethysmogram (pulse-oximeter PPG) windows, 25 Hz, 4 s.

Each beat is a systolic upstroke, a dicrotic notch and a diastolic decay; heart rate,
notch depth and baseline wander vary per subject.  Synthetic windows are used to train
a recurrent GAN that produces extra training data for an SpO2 artefact detector.
"""
import math

import torch

FS, SECONDS = 25, 4
T = FS * SECONDS


def beat(phase, notch):
    systolic = torch.exp(-((phase - 0.18) ** 2) / 0.006)
    diastolic = notch * torch.exp(-((phase - 0.45) ** 2) / 0.012)
    return systolic + diastolic


def windows(n, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(T) / FS
    rows = []
    for _ in range(n):
        hr = 55 + 50 * float(torch.rand((), generator=g))
        notch = 0.2 + 0.4 * float(torch.rand((), generator=g))
        phase = (t * hr / 60 + float(torch.rand((), generator=g))) % 1.0
        wander = 0.15 * torch.sin(2 * math.pi * 0.2 * t + float(torch.rand((), generator=g)) * 6)
        sig = beat(phase, notch) + wander + 0.03 * torch.randn(T, generator=g)
        rows.append((sig - 0.4) / 0.4)
    return torch.stack(rows).unsqueeze(-1)       # (n, T, 1)
