import math

import torch


def sensor_windows(n, channels=3, length=32, anomalous=False):
    t = torch.linspace(0, 2 * math.pi, length)
    freq = 1.0 + 0.2 * torch.rand(n, channels, 1)
    phase = 2 * math.pi * torch.rand(n, 1, 1)
    windows = torch.sin(freq * t + phase) + 0.05 * torch.randn(n, channels, length)
    if anomalous:
        start = torch.randint(4, length - 10, (n,))
        for i, s in enumerate(start.tolist()):
            ch = i % channels
            windows[i, ch, s:s + 6] += 1.5 * torch.sign(torch.randn(()))
    return windows
