import math

import torch


def accelerometer_windows(n=480, channels=3, length=64, n_classes=4):
    """Each activity class is a different dominant frequency plus noise."""
    labels = torch.randint(0, n_classes, (n,))
    t = torch.linspace(0, 1, length)
    freq = (2 + 3 * labels).float().view(n, 1, 1)
    phase = 2 * math.pi * torch.rand(n, channels, 1)
    x = torch.sin(2 * math.pi * freq * t + phase) + 0.8 * torch.randn(n, channels, length)
    return x, labels
