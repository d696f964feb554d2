import math

import torch

LENGTH = 64


def simulated_batch(n, length=LENGTH):
    """Clean bursts from the vibration simulator."""
    t = torch.linspace(0.0, 1.0, length)
    freq = torch.empty(n, 1).uniform_(3.0, 8.0)
    phase = torch.rand(n, 1) * 2 * math.pi
    envelope = torch.exp(-((t - 0.5) ** 2) / 0.08)
    return (torch.sin(2 * math.pi * freq * t + phase) * envelope).unsqueeze(1)


def bench_batch(n, length=LENGTH):
    """Recordings from the test bench: sensor gain, slow drift and noise on top."""
    clean = simulated_batch(n, length)
    gain = torch.empty(n, 1, 1).uniform_(0.7, 0.9)
    drift = torch.cumsum(torch.randn(n, 1, length) * 0.03, dim=-1)
    return gain * clean + drift + 0.05 * torch.randn(n, 1, length)


def drift_energy(x):
    """Energy of the low-frequency part, a quick realism statistic."""
    smooth = torch.nn.functional.avg_pool1d(x, 9, stride=1, padding=4)
    return smooth.pow(2).mean().item()
