"""Synthetic glass-studio furnace logs: 30 minutes of burner/door/gather events at 1 min
resolution -> crucible temperature 10 minutes ahead, binned at 1 K (1000..1255 C)."""
import math

import torch

T_MIN, N_BINS = 1000.0, 256
STEPS = 30


def furnace_logs(n, gen):
    t = torch.arange(STEPS + 10, dtype=torch.float32)
    burner = (0.6 + 0.3 * torch.rand(n, 1, generator=gen)
              + 0.1 * torch.sin(2 * math.pi * t / (10 + 10 * torch.rand(n, 1, generator=gen))))
    door = (torch.rand(n, STEPS + 10, generator=gen) < 0.15).float()    # gathers
    ambient = 15 + 15 * torch.rand(n, 1, generator=gen)
    temp = torch.empty(n, STEPS + 10)
    cur = 1100 + 80 * torch.rand(n, generator=gen)
    for k in range(STEPS + 10):
        heat = 260 * burner[:, k] - 0.18 * (cur - ambient[:, 0]) - 14 * door[:, k]
        cur = cur + 0.25 * heat + 1.5 * torch.randn(n, generator=gen)
        temp[:, k] = cur
    x = torch.stack([burner[:, :STEPS].expand(n, STEPS), door[:, :STEPS],
                     (temp[:, :STEPS] - 1130) / 40, ambient.expand(n, STEPS) / 30], dim=1)
    target = (temp[:, -1] - T_MIN).round().clamp(0, N_BINS - 1).long()
    return x, target
