"""Synthetic received-power and phase traces (64 samples at 500 Hz) around each echo."""
import math

import torch

ECHO_CLASSES = ("underdense", "overdense", "interference")
SAMPLES = 64


def radar_echoes(n, generator=None):
    g = generator
    kind = torch.randint(0, len(ECHO_CLASSES), (n,), generator=g)
    t = torch.arange(SAMPLES) / 500.0
    log_decay = math.log(0.03) + 0.5 * torch.randn(n, generator=g)
    speed = 20.0 + 40.0 * torch.rand(n, generator=g)
    rise = torch.sigmoid((t[None] - 0.02) * speed[:, None] * 10)
    under = rise * torch.exp(-torch.relu(t[None] - 0.02) / log_decay.exp()[:, None])
    over = rise * torch.exp(-(torch.relu(t[None] - 0.02) / (3 * log_decay.exp()[:, None])) ** 2)
    fresnel = 1 + 0.2 * torch.cos(speed[:, None] * 40 * (t[None] - 0.02).clamp(min=0) ** 0.5)
    noise_burst = torch.rand(n, SAMPLES, generator=g) ** 4
    power = torch.where(kind[:, None] == 0, under * fresnel,
                        torch.where(kind[:, None] == 1, over, noise_burst))
    phase = torch.where(kind[:, None] == 2, 3 * torch.randn(n, SAMPLES, generator=g),
                        0.05 * speed[:, None] * t[None])
    x = torch.stack([power + 0.03 * torch.randn(n, SAMPLES, generator=g),
                     torch.sin(phase), torch.cos(phase)], dim=1)
    targets = {
        "echo_class": kind,
        "decay_log": log_decay,
        "fresnel_speed": (speed + 2.0 * torch.randn(n, generator=g) - 40) / 10,
        "doppler_speed": (speed + 5.0 * torch.randn(n, generator=g) - 40) / 10,
    }
    return x, targets
