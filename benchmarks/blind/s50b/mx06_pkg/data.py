import numpy as np
import torch

SPEEDS = {"low": 90.0, "medium": 160.0, "high": 230.0}    # rpm per wall-switch setting


def fan_mounts(n, rng, rpm=None, loose_canopy=False):
    imbalance = rng.uniform(0.0, 12.0, n)                    # g, worst blade vs mean
    pitch = rng.uniform(8.0, 15.0, n)                        # blade pitch, degrees
    rod = rng.uniform(0.1, 0.9, n)                           # downrod length, m
    stiff = rng.uniform(0.3, 1.0, n) * (0.5 if loose_canopy else 1.0)
    speed = np.full(n, rpm) if rpm is not None else rng.uniform(60.0, 260.0, n)
    omega = speed * 2 * np.pi / 60
    natural = 2 * np.pi * 1.1 * np.sqrt(stiff / (0.2 + rod))
    resonance = 1.0 / np.sqrt((1 - (omega / natural / 6) ** 2) ** 2 + 0.09)
    amp = 0.004 * imbalance * omega ** 2 * rod * resonance / stiff * (1 + 0.02 * pitch)
    x = np.stack([imbalance / 12, pitch / 15, rod, stiff, speed / 260], 1)
    y = np.log1p(amp) + rng.normal(0, 0.03, n)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)
