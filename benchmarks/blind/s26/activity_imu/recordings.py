import math

import torch

ACTIVITIES = ("walk", "run", "stairs_up", "stairs_down", "sit", "stand", "cycle")
RATE, SECONDS = 50, 2


def _gait(t, cadence, impact, tilt, generator, count):
    phase = 2 * math.pi * torch.rand(count, 1, generator=generator)
    step = torch.sin(2 * math.pi * cadence * t + phase)
    acc = torch.stack([
        impact * step.clamp(min=0) ** 2,
        0.4 * impact * torch.sin(math.pi * cadence * t + phase),
        9.81 * math.cos(tilt) + 0.6 * impact * step,
    ], dim=1)
    gyro = torch.stack([0.8 * impact * torch.cos(2 * math.pi * cadence * t + phase),
                        0.3 * step, 0.2 * torch.sin(math.pi * cadence * t + phase)], dim=1)
    return torch.cat([acc, gyro], dim=1)


def record(per_activity, generator):
    t = torch.arange(RATE * SECONDS).float() / RATE
    profiles = {
        "walk": (1.8, 2.0, 0.1), "run": (2.8, 5.5, 0.2), "stairs_up": (1.5, 2.4, 0.35),
        "stairs_down": (1.7, 3.2, -0.3), "sit": (0.0, 0.0, 1.2), "stand": (0.0, 0.0, 0.05),
        "cycle": (1.2, 0.8, 0.6),
    }
    windows, labels = [], []
    for label, name in enumerate(ACTIVITIES):
        cadence, impact, tilt = profiles[name]
        jitter = 1 + 0.15 * torch.randn(per_activity, 1, 1, generator=generator)
        base = _gait(t, cadence, impact, tilt, generator, per_activity) * jitter
        noise = 0.35 * torch.randn(per_activity, 6, t.numel(), generator=generator)
        windows.append(base + noise)
        labels.append(torch.full((per_activity,), label))
    return torch.cat(windows), torch.cat(labels)
