"""Synthetic trough logs, 10-minute steps over a 16 h wither."""
import torch

STEPS = 96
DT = 1.0 / 6.0  # hours
AIR = ("air_temp", "rel_humidity", "fan_speed", "reversal")


def wither_logs(n, generator=None):
    g = generator
    base_temp = 24.0 + 6.0 * torch.rand(n, 1, generator=g)
    hour = torch.arange(STEPS) * DT
    temp = base_temp + 3.0 * torch.sin(hour / 4.0) + 0.3 * torch.randn(n, STEPS, generator=g)
    rh = (85.0 - 1.5 * (temp - 24.0) + 4.0 * torch.randn(n, 1, generator=g)).clamp(40, 99)
    fan = (torch.rand(n, STEPS, generator=g) > 0.25).float()
    reversal = ((hour % 4.0) < DT).float().expand(n, STEPS)
    moisture = torch.empty(n, STEPS + 1)
    m = 76.0 + 2.0 * torch.randn(n, generator=g)
    moisture[:, 0] = m
    for t in range(STEPS):
        deficit = (100.0 - rh[:, t]) / 100.0
        rate = (0.9 + 0.05 * (temp[:, t] - 24.0)) * deficit * (0.4 + fan[:, t]) * (m - 55.0) / 20.0
        m = m - DT * rate - 0.4 * reversal[:, t]
        moisture[:, t + 1] = m
    observed = moisture + 0.3 * torch.randn(n, STEPS + 1, generator=g)
    air = torch.stack([(temp - 27.0) / 4.0, (rh - 75.0) / 15.0, fan, reversal], dim=-1)
    return [dict(loaded=observed[i, 0], air=air[i], moisture=observed[i, 1:]) for i in range(n)]
