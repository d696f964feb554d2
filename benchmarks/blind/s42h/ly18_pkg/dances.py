"""Synthetic waggle-dance recordings from an observation hive.

Each dance: 10 waggle runs, each summarised by (duration s, angle to vertical in rad as sin/cos, buzz amplitude).
Pretext task: predict the dance angle (sin, cos). Downstream task: forage distance in metres.
"""
import math

import torch

RUNS = 10


def dances(n, seed):
    g = torch.Generator().manual_seed(seed)
    angle = 2 * math.pi * torch.rand(n, 1, generator=g)
    distance = 100 + 1900 * torch.rand(n, 1, generator=g)
    dur = 0.1 + distance / 1000 * 0.9
    run_angle = angle + 0.25 * torch.randn(n, RUNS, generator=g) * torch.tensor([1, -1] * (RUNS // 2))
    run_dur = dur * (1 + 0.15 * torch.randn(n, RUNS, generator=g))
    buzz = 0.5 + 0.2 * torch.rand(n, RUNS, generator=g)
    runs = torch.stack([run_dur, torch.sin(run_angle), torch.cos(run_angle), buzz], dim=2)
    target_angle = torch.cat([torch.sin(angle), torch.cos(angle)], dim=1)
    return runs, target_angle, distance / 1000
