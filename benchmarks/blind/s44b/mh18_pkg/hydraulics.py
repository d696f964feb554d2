"""Filling a canal lock chamber through two ground-paddle culverts (explicit Euler, differentiable)."""
import math

import torch

G = 9.81
CHAMBER_AREA = 12.0 * 80.0
CULVERT_AREA = 2 * 1.6
HEAD = 4.2


def fill_curve(cd, ramp_s, offset, t):
    dt = t[1] - t[0]
    h = torch.zeros(())
    levels = []
    for tk in t:
        opening = torch.clamp(tk / ramp_s, max=1.0)
        drop = torch.clamp(HEAD - h, min=1e-6)
        q = cd * CULVERT_AREA * opening * torch.sqrt(2 * G * drop)
        h = h + dt * q / CHAMBER_AREA
        levels.append(h)
    return torch.stack(levels) + offset


def gauge_record(gen, n=60, duration=600.0):
    t = torch.linspace(0.0, duration, n)
    truth = {"cd": 0.62, "ramp_s": 150.0, "offset": 0.05}
    level = fill_curve(torch.tensor(truth["cd"]), torch.tensor(truth["ramp_s"]),
                       torch.tensor(truth["offset"]), t)
    ripple = 0.03 * torch.sin(2 * math.pi * t / 45.0)
    return t, level + ripple + 0.015 * torch.randn(n, generator=gen), truth
