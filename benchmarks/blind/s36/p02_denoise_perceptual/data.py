import math

import torch

KINDS = ("sine", "square", "chirp", "pulse")


def waveforms(n, length=96, generator=None):
    """Clean test waveforms of four kinds with random frequency and phase."""
    t = torch.linspace(0.0, 1.0, length)
    kind = torch.randint(len(KINDS), (n,), generator=generator)
    freq = 2.0 + 4.0 * torch.rand(n, 1, generator=generator)
    phase = 2 * math.pi * torch.rand(n, 1, generator=generator)
    arg = 2 * math.pi * freq * t + phase
    sine = torch.sin(arg)
    square = torch.sign(torch.sin(arg))
    chirp = torch.sin(arg * (0.5 + t))
    pulse = (torch.sin(arg) > 0.7).float() * 2 - 1
    stacked = torch.stack([sine, square, chirp, pulse], dim=1)
    clean = stacked[torch.arange(n), kind]
    return clean.unsqueeze(1), kind


def corrupt(clean, sigma=0.35, generator=None):
    noise = torch.randn(clean.shape, generator=generator)
    return clean + sigma * noise
