import math

import torch


def queue_series(n_lifts=16, n_days=6, steps_per_day=96, seed=1):
    """5-minute readings from 08:30 for 8 hours, days concatenated per lift.

    Features: queue length / 100, time-of-day sin & cos, fresh snow (cm/10), temperature / 10.
    Returns (T, n_lifts, 5) features and (T, n_lifts) next-step queue targets.
    """
    g = torch.Generator().manual_seed(seed)
    T = n_days * steps_per_day
    t = torch.arange(T).float()
    tod = (t % steps_per_day) / steps_per_day
    snow_day = 10 * torch.rand(n_days, n_lifts, generator=g) * (torch.rand(n_days, n_lifts, generator=g) < 0.4).float()
    snow = snow_day.repeat_interleave(steps_per_day, 0)
    temp = -12 + 10 * torch.rand(n_days, n_lifts, generator=g)
    temp = temp.repeat_interleave(steps_per_day, 0)
    capacity = 40 + 40 * torch.rand(n_lifts, generator=g)
    arrivals = (30 + 4 * snow) * (torch.exp(-((tod.unsqueeze(1) - 0.12) / 0.08) ** 2)
                                  + 0.7 * torch.exp(-((tod.unsqueeze(1) - 0.55) / 0.1) ** 2) + 0.25)
    arrivals = arrivals * (1 + 0.02 * temp.clamp(max=0).abs())
    queue = torch.zeros(T, n_lifts)
    q = torch.zeros(n_lifts)
    for i in range(T):
        if i % steps_per_day == 0:
            q = torch.zeros(n_lifts)
        q = (q + arrivals[i] + 5 * torch.randn(n_lifts, generator=g) - capacity).clamp(min=0)
        queue[i] = q
    feats = torch.stack([queue / 100.0,
                         torch.sin(2 * math.pi * tod).unsqueeze(1).expand(T, n_lifts),
                         torch.cos(2 * math.pi * tod).unsqueeze(1).expand(T, n_lifts),
                         snow / 10.0, temp / 10.0], 2)
    return feats[:-1].contiguous(), (queue[1:] / 100.0).contiguous()
