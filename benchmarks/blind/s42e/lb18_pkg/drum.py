"""Synthetic washing-machine spin-up: 3-axis cabinet accelerometer, 256 samples during the
ramp to 400 rpm -> out-of-balance load (kg) and its axial position (front/back)."""
import math

import torch

LENGTH = 256


def spin_ramps(n, gen):
    t = torch.linspace(0, 4.0, LENGTH)
    rpm = 60 + 340 * (t / 4.0) ** 1.3
    phase = torch.cumsum(rpm / 60 * 2 * math.pi * (4.0 / LENGTH), 0)
    mass = 0.05 + 0.95 * torch.rand(n, 1, generator=gen)          # kg
    front = torch.rand(n, 1, generator=gen)                       # 0 back .. 1 front
    laundry = 2 + 6 * torch.rand(n, 1, generator=gen)             # damping by total load
    omega2 = (rpm / 400) ** 2
    res = 1 / (1 + ((rpm - 180) / 40) ** 2)                        # suspension resonance
    force = mass * omega2 * (1 + 3 * res) / (1 + 0.05 * laundry)
    theta = phase + 6.28 * torch.rand(n, 1, generator=gen)
    ax = force * torch.cos(theta)
    ay = force * torch.sin(theta)
    az = force * (front - 0.5) * 0.8 * torch.sin(theta + 0.3)
    x = torch.stack([ax, ay, az], 1) + 0.03 * torch.randn(n, 3, LENGTH, generator=gen)
    y = torch.cat([mass, front], 1)
    return x, y
