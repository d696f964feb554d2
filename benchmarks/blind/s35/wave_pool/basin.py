"""Surf park wave basin: free-surface elevation at the reef gauge (32 samples, 0.25 s apart)
for a given paddle stroke, period and reef setting. Used to train a conditional generator
that proposes realistic wave records for the operators' planning tool."""
import math

import torch

SAMPLES = 32
CONDITIONS = ("stroke_m", "period_s", "reef_depth_m")


def paddle_settings(n, generator):
    g = generator
    stroke = 0.5 + 1.5 * torch.rand(n, generator=g)
    period = 6.0 + 6.0 * torch.rand(n, generator=g)
    reef = 0.8 + 1.2 * torch.rand(n, generator=g)
    return torch.stack([stroke, period, reef], 1)


def gauge_records(cond, generator):
    g = generator
    stroke, period, reef = cond[:, 0:1], cond[:, 1:2], cond[:, 2:3]
    t = torch.arange(SAMPLES) * 0.25
    height = 0.6 * stroke * (1.0 + 0.3 * torch.rand(len(cond), 1, generator=g))
    phase = 2.0 * math.pi * torch.rand(len(cond), 1, generator=g)
    omega = 2.0 * math.pi / period
    skew = (0.35 * height / reef).clamp(max=0.6)
    angle = omega * t + phase
    eta = height / 2.0 * (torch.cos(angle) + skew * torch.cos(2.0 * angle))
    return eta + 0.02 * torch.randn(len(cond), SAMPLES, generator=g)


def scaled(cond):
    return (cond - torch.tensor([1.25, 9.0, 1.4])) / torch.tensor([0.45, 1.75, 0.35])
