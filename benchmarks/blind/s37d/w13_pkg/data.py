import math

import torch


def mu_law_encode(audio, quant):
    mu = quant - 1
    y = torch.sign(audio) * torch.log1p(mu * audio.abs()) / math.log1p(mu)
    return ((y + 1) / 2 * mu + 0.5).long().clamp(0, mu)


def sine_dataset(n, length, quant, sr=800, seed=0):
    g = torch.Generator().manual_seed(seed)
    freqs = 40 + 160 * torch.rand(n, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    t = torch.arange(length).float() / sr
    audio = 0.8 * torch.sin(2 * math.pi * freqs * t + phase) + 0.02 * torch.randn(n, length, generator=g)
    return mu_law_encode(audio.clamp(-1, 1), quant)
