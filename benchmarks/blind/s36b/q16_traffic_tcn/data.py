import math

import torch


def loop_detector_speeds(sensors, days, steps_per_day, seed=0):
    """Speeds (km/h) with morning/evening rush-hour dips that differ by sensor."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(days * steps_per_day, dtype=torch.float32)
    tod = (t % steps_per_day) / steps_per_day
    am = torch.exp(-((tod - 0.33) ** 2) / 0.003)
    pm = torch.exp(-((tod - 0.72) ** 2) / 0.004)
    depth = 20 + 20 * torch.rand(sensors, 2, generator=g)
    weekend = ((t // steps_per_day) % 7 >= 5).float()
    dips = (depth[:, :1] * am + depth[:, 1:] * pm) * (1 - 0.8 * weekend)
    speed = 100 - dips + 3 * torch.randn(sensors, len(t), generator=g)
    phase = 2 * math.pi * tod
    return speed, torch.stack([torch.sin(phase), torch.cos(phase)])


def make_windows(speed, calendar, history, horizon):
    xs, ys = [], []
    for s in range(0, speed.size(1) - history - horizon, 2):
        past = speed[:, s:s + history]
        cal = calendar[:, s:s + history].expand(speed.size(0), -1, -1)
        xs.append(torch.cat([past.unsqueeze(1), cal], dim=1))
        ys.append(speed[:, s + history:s + history + horizon])
    return torch.cat(xs), torch.cat(ys)
