import math

import torch

MATERIALS = ("brass", "steel", "pine")
ALPHA = torch.tensor([19e-6, 12e-6, 4e-6])       # rod thermal expansion, 1/K
SWELL = torch.tensor([0.0, 0.0, 2.5e-5])          # rod length change per unit RH


def clock_logs(n, days, material, gen):
    length = 0.25 + 0.75 * torch.rand(n, 1, generator=gen)           # m
    bob = 0.5 + 2.0 * torch.rand(n, 1, generator=gen)                # kg
    t = torch.arange(days).float()
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    temp = 20 + 4 * torch.sin(2 * math.pi * t / 30 + phase) + torch.randn(n, days, generator=gen)
    rh = (0.5 + 0.15 * torch.sin(2 * math.pi * t / 45 + 2 * phase)
          + 0.05 * torch.randn(n, days, generator=gen)).clamp(0.2, 0.9)
    strain = ALPHA[material] * (temp - 20) + SWELL[material] * (rh - 0.5)
    rate = -0.5 * strain * 86400 * (1 + 0.02 * (bob - 1.5)) * (1 + 0.1 * length)   # s/day
    seq = torch.stack([(temp - 20) / 5, (rh - 0.5) / 0.2], -1)
    static = torch.cat([length, bob / 2.5], 1)
    return seq, static, rate + 0.05 * torch.randn(n, days, generator=gen)
