"""Synthetic 10-minute SCADA records of a 3 MW wind turbine."""
import math

import torch

RATED_KW = 3000.0


def records(n, generator):
    speed = 14 * torch.rand(n, generator=generator) ** 0.8 + 1
    direction = 2 * math.pi * torch.rand(n, generator=generator)
    density = 1.225 + 0.04 * torch.randn(n, generator=generator)
    yaw_error = 8 * torch.randn(n, generator=generator)
    turbulence = 0.05 + 0.15 * torch.rand(n, generator=generator)
    ideal = RATED_KW * torch.sigmoid(1.1 * (speed - 8.5)) * (speed > 3).float()
    power = ideal * (density / 1.225) * torch.cos(torch.deg2rad(yaw_error)) ** 2
    power = power * (1 - 0.6 * turbulence) + 40 * torch.randn(n, generator=generator)
    x = torch.stack([speed / 15, torch.sin(direction), torch.cos(direction),
                     (density - 1.225) / 0.04, yaw_error / 8, turbulence * 5], dim=1)
    return x, power.clamp(0, RATED_KW) / RATED_KW
