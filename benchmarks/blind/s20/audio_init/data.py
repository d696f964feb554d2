import math

import torch

SAMPLE_RATE = 800
FREQS = (50.0, 90.0, 140.0, 210.0)


def tone_batch(batch_size, length=400, noise=0.3):
    """Synthetic 'keywords': each class is a chirp starting at one base frequency."""
    labels = torch.randint(0, len(FREQS), (batch_size,))
    t = torch.arange(length, dtype=torch.float32) / SAMPLE_RATE
    base = torch.tensor(FREQS)[labels].unsqueeze(1)
    phase = torch.rand(batch_size, 1) * 2 * math.pi
    wave = torch.sin(2 * math.pi * (base * t + 20.0 * t ** 2) + phase)
    wave = wave * torch.hann_window(length).unsqueeze(0)
    return (wave + noise * torch.randn_like(wave)).unsqueeze(1), labels
